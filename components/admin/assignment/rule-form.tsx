import { awayReasons, type AwayReason } from '@/lib/office/assignment/availability';
import { conditionKeys } from '@/lib/office/assignment/conditions';
import type { ConditionChoices } from '@/lib/office/assignment/rule-checks';
import { DAY_MINUTES } from '@/lib/office/assignment/rule-input';
import type { ListedRule } from '@/lib/office/assignment/rules';
import styles from './assignment.module.css';
import { ConditionPicker } from './condition-picker';

const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

type Candidate = { id: string; name: string; role: string; awayReason: string | null };
type Props = {
  rule?: ListedRule;
  candidates: Candidate[];
  choices: ConditionChoices;
  save: (form: FormData) => Promise<void>;
  remove?: (form: FormData) => Promise<void>;
};

/**
 * One assignment rule as a form, with how many leads it took lately and what is wrong with it: its conditions (each
 * picked from what the site knows; none picked accepts anything), its pool
 * (a weight per member of staff, 0 leaving them out), the method, and the first-contact target and working hours.
 */
export function RuleForm({ rule, candidates, choices, save, remove }: Props) {
  const key = rule?.id ?? 'new';
  const weights = new Map(rule?.members.map((member) => [member.staffId, member.weight]));
  const allDay = rule?.workStart === 0 && rule.workEnd === DAY_MINUTES;
  const workDays = new Set((rule?.workDays ?? '1,2,3,4,5,6').split(',').map(Number));
  return (
    <section className={styles.rule} aria-labelledby={`rule-${key}`}>
      <h2 id={`rule-${key}`}>{rule ? `${rule.fallback ? 'Fallback: ' : ''}${rule.name}` : 'New rule'}</h2>
      {rule ? (
        <p className={styles.taken}>
          Took {rule.takenLast30Days} {rule.takenLast30Days === 1 ? 'lead' : 'leads'} in the last 30 days
          {rule.active ? '' : ' (inactive now)'}.
        </p>
      ) : null}
      {rule && rule.warnings.length > 0 ? (
        <ul className={styles.warnings} aria-label={`Warnings about ${rule.name}`}>
          {rule.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
      <form action={save}>
        {rule ? <input type="hidden" name="id" value={rule.id} /> : null}
        <fieldset className={styles.fields}>
          <legend>Rule</legend>
          <label>
            Name
            <input name="name" required maxLength={100} defaultValue={rule?.name ?? ''} />
          </label>
          <label>
            Order
            <input name="position" type="number" min={0} max={10000} defaultValue={rule?.position ?? 0} className={styles.weight} />
          </label>
          <label>
            Method
            <select name="method" defaultValue={rule?.method ?? 'weighted'}>
              <option value="weighted">Weighted round robin</option>
              <option value="fewest-open">Fewest open leads</option>
            </select>
          </label>
          <label className={styles.check}>
            <input type="checkbox" name="active" defaultChecked={rule?.active ?? true} /> Active
          </label>
          <label className={styles.check}>
            <input type="checkbox" name="fallback" defaultChecked={rule?.fallback ?? false} /> Fallback (takes the leads no other rule
            matched)
          </label>
        </fieldset>
        <fieldset className={styles.fields}>
          <legend>Conditions (a lead must meet every one with a choice; one with none accepts any lead)</legend>
          {conditionKeys.map((condition) => (
            <ConditionPicker
              key={condition}
              condition={condition}
              choices={choices}
              chosen={rule?.conditions[condition] ?? []}
              formKey={key}
            />
          ))}
        </fieldset>
        <fieldset className={styles.fields}>
          <legend>Pool: weight of each advisor (0 = not in the pool)</legend>
          {candidates.map((member) => (
            <label key={member.id}>
              {member.name}
              {member.awayReason ? ` (${awayReasons[member.awayReason as AwayReason] ?? 'away'})` : ''}
              <input
                name={`weight:${member.id}`}
                type="number"
                min={0}
                max={100}
                defaultValue={weights.get(member.id) ?? 0}
                className={styles.weight}
              />
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.fields}>
          <legend>First-contact clock (India time)</legend>
          <label>
            Target (minutes)
            <input
              name="targetMinutes"
              type="number"
              min={1}
              max={1440}
              defaultValue={rule?.targetMinutes ?? 15}
              className={styles.weight}
            />
          </label>
          <label>
            From
            <input name="workStart" type="time" defaultValue={hhmm(allDay ? 540 : (rule?.workStart ?? 540))} />
          </label>
          <label>
            To
            <input name="workEnd" type="time" defaultValue={hhmm(allDay ? 1140 : (rule?.workEnd ?? 1140))} />
          </label>
          <label className={styles.check}>
            <input type="checkbox" name="allDay" defaultChecked={allDay} /> All day (00:00 to 24:00; From and To are ignored)
          </label>
          {days.map((day, index) => (
            <label key={day} className={styles.check}>
              <input type="checkbox" name="workDays" value={index} defaultChecked={workDays.has(index)} /> {day}
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary">
            {rule ? 'Save rule' : 'Add rule'}
          </button>
        </div>
      </form>
      {rule && remove ? (
        <form action={remove} className={styles.actions}>
          <input type="hidden" name="id" value={rule.id} />
          <button type="submit">Delete rule</button>
        </form>
      ) : null}
    </section>
  );
}
