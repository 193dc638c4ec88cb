import type { ConditionKey } from '@/lib/office/assignment/conditions';
import { knownChoice, type ChoiceGroup, type ConditionChoices } from '@/lib/office/assignment/rule-checks';
import styles from './assignment.module.css';

const labels: Record<ConditionKey, string> = {
  channels: 'Source or channel',
  cities: 'City',
  projects: 'Project',
  developers: 'Developer',
  intents: 'Intent',
  forms: 'Form',
};

/** A long list is a select (a phone shows it as a checklist; typing a name jumps to it); a short one, checkboxes. */
const LONG_LIST = 40;

type Props = { condition: ConditionKey; choices: ConditionChoices; chosen: string[]; formKey: string };

/**
 * One condition of a rule as a server-rendered picker of what the site knows. A stored value that is no longer a
 * choice (a typo kept from the free-text days) stays shown, ticked and marked, so the admin sees it and can untick it.
 */
export function ConditionPicker({ condition, choices, chosen, formKey }: Props) {
  const groups = choices[condition];
  const known = new Set(chosen.flatMap((value) => knownChoice(choices, condition, value)?.value ?? []));
  const unknown = chosen.filter((value) => !knownChoice(choices, condition, value));
  const lost: ChoiceGroup[] = unknown.length
    ? [{ label: 'Not known to the site (never match)', choices: unknown.map((value) => ({ value, label: `${value} (not known)` })) }]
    : [];
  const all = [...lost, ...groups];
  const count = groups.reduce((sum, group) => sum + group.choices.length, 0);
  if (count > LONG_LIST) {
    const id = `${formKey}-${condition}`;
    return (
      <div className={styles.picker}>
        <label htmlFor={id}>{labels[condition]}</label>
        <select id={id} name={condition} multiple size={8} defaultValue={[...known, ...unknown]} aria-describedby={`${id}-hint`}>
          {all.map((group) => (
            <optgroup key={group.label} label={group.label ?? labels[condition]}>
              {group.choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <span id={`${id}-hint`} className={styles.hint}>
          By developer; type a name to jump to it. Ctrl-click (⌘-click on a Mac) to choose several; none chosen accepts any.
        </span>
      </div>
    );
  }
  return (
    <fieldset className={styles.picker}>
      <legend>{labels[condition]}</legend>
      {all.map((group) => (
        <div
          key={group.label ?? 'all'}
          className={styles.choices}
          role={group.label ? 'group' : undefined}
          aria-label={group.label ?? undefined}
        >
          {group.label ? <span className={styles.groupLabel}>{group.label}</span> : null}
          {group.choices.map((choice) => (
            <label key={choice.value} className={styles.check}>
              <input
                type="checkbox"
                name={condition}
                value={choice.value}
                defaultChecked={known.has(choice.value) || unknown.includes(choice.value)}
              />{' '}
              {choice.label}
            </label>
          ))}
        </div>
      ))}
    </fieldset>
  );
}
