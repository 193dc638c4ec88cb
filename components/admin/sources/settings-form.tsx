'use client';

import { ActionNotice } from '@/components/admin/shell/action-notice';
import type { MailboxCheck } from '@/lib/intake/sources/portal-mail/test-connection';
import type { SettingOrigin } from '@/lib/intake/sources/settings';
import { fieldError, type ActionResult } from '@/lib/office/staff/action-result';
import { useActionState } from 'react';
import shared from '../shared.module.css';
import styles from './sources.module.css';

// "Test connection" answers what the mailbox said besides.
type Action = (previous: ActionResult<MailboxCheck> | null, formData: FormData) => Promise<ActionResult<MailboxCheck>>;

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
  const [saved, saveAction, saving] = useActionState(save, null);
  const [checked, testAction, testing] = useActionState(test ?? (async () => ({ ok: true }) as const), null);
  const check = checked?.ok ? checked.data : undefined;
  const fromEnvironment = fields.every((field) => field.origin.from === 'environment');
  return (
    <form action={saveAction} className={styles.form} aria-labelledby={`${id}-heading`} data-settings={id}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      <ActionNotice result={saved} />
      {check ? (
        <p role="status" className={check.connected ? styles.setUp : styles.missing}>
          {check.message}
        </p>
      ) : null}
      {fields.map((field) => {
        const problem = checked?.ok === false ? fieldError(checked, field.name) : fieldError(saved, field.name);
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
              aria-describedby={problem ? `${id}-${field.name}-origin ${id}-${field.name}-error` : `${id}-${field.name}-origin`}
            />
            <span id={`${id}-${field.name}-origin`} className={shared.detail}>
              {originText(field.origin)}
            </span>
            {problem ? (
              <span id={`${id}-${field.name}-error`} className={shared.alert} role="alert">
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
