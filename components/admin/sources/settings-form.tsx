'use client';

import type { SettingOrigin } from '@/lib/intake/sources/settings';
import { useActionState } from 'react';
import shared from '../shared.module.css';
import styles from './sources.module.css';

export type SettingsFormState = { saved?: string; problems?: Record<string, string>; checked?: { ok: boolean; message: string } };
type Action = (previous: SettingsFormState, formData: FormData) => Promise<SettingsFormState>;

/** One field of the form: `name` is the form field, `setting` the setting whose origin it shows. */
export type SettingField = { name: string; label: string; secret: boolean; placeholder?: string; origin: SettingOrigin };

type Props = { id: string; heading: string; fields: SettingField[]; save: Action; test?: Action };

function originText(origin: SettingOrigin): string {
  if (origin.from === 'environment')
    return `Set in the server's environment (${origin.name}), which wins over anything saved here; ends in …${origin.last4}`;
  if (origin.from === 'saved') return `Saved; ends in …${origin.last4}. Leave empty to keep it.`;
  return 'Not set.';
}

/** A source's settings: entered here, sealed on the server, never shown again but for their last four characters. */
export function SettingsForm({ id, heading, fields, save, test }: Props) {
  const [saved, saveAction, saving] = useActionState<SettingsFormState, FormData>(save, {});
  const [checked, testAction, testing] = useActionState<SettingsFormState, FormData>(test ?? (async () => ({})), {});
  const fromEnvironment = fields.every((field) => field.origin.from === 'environment');
  return (
    <form action={saveAction} className={styles.form} aria-labelledby={`${id}-heading`} data-settings={id}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      {saved.saved ? <p role="status">{saved.saved}</p> : null}
      {saved.problems?.form ? (
        <p className={shared.alert} role="alert">
          {saved.problems.form}
        </p>
      ) : null}
      {checked.checked ? (
        <p role="status" className={checked.checked.ok ? styles.setUp : styles.missing}>
          {checked.checked.message}
        </p>
      ) : null}
      {fields.map((field) => {
        const problem = (checked.problems ?? saved.problems)?.[field.name];
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type={field.secret ? 'password' : 'text'}
              autoComplete="off"
              placeholder={field.placeholder}
              disabled={field.origin.from === 'environment'}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-${field.name}-origin`}
            />
            <span id={`${id}-${field.name}-origin`} className={shared.detail}>
              {originText(field.origin)}
            </span>
            {problem ? (
              <span className={shared.alert} role="alert">
                {field.label}: {problem}
              </span>
            ) : null}
          </div>
        );
      })}
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary" disabled={saving || fromEnvironment}>
          Save
        </button>
        {test ? (
          <button type="submit" className="btn btn-outline" formAction={testAction} disabled={testing}>
            Test connection
          </button>
        ) : null}
      </div>
    </form>
  );
}
