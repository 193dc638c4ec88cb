'use client';

import { ActionNotice } from '@/components/admin/shell/action-notice';
import type { ActionResult } from '@/lib/office/staff/action-result';
import Link from 'next/link';
import { useActionState } from 'react';
import styles from './account.module.css';

type Props = {
  action: (previous: ActionResult<string[]> | null, formData: FormData) => Promise<ActionResult<string[]>>;
  heading: string;
  intro: string;
  /** The field's visible label and the button's text. */
  label: string;
  submit: string;
};

/**
 * A code in, recovery codes out: the codes are in this form's response only, shown once. A server
 * action's form, so it posts and shows the result without JavaScript too.
 */
export function RecoveryCodesForm({ action, heading, intro, label, submit }: Props) {
  const [state, formAction, pending] = useActionState(action, null);
  if (state?.ok && state.data) {
    return (
      <section className={styles.section} role="status" aria-labelledby="recovery-codes-heading">
        <h2 id="recovery-codes-heading">Your recovery codes</h2>
        <p>
          Each code signs you in once if you lose your phone. Save them now (print them or keep them in a password manager): they will not
          be shown again.
        </p>
        <ul className={styles.codes} aria-label="Recovery codes">
          {state.data.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Link href="/admin/leads" prefetch={false} className="btn btn-primary">
          I have saved them: go to the leads
        </Link>
      </section>
    );
  }
  const refused = state?.ok === false;
  return (
    <section className={styles.section} aria-labelledby="recovery-codes-heading">
      <h2 id="recovery-codes-heading">{heading}</h2>
      <p>{intro}</p>
      <form action={formAction} className={styles.form}>
        <ActionNotice result={state} id="recovery-codes-error" />
        <label htmlFor="recovery-codes-code">{label}</label>
        <input
          id="recovery-codes-code"
          name="code"
          type="text"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          required
          maxLength={40}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? 'recovery-codes-error' : undefined}
        />
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {submit}
        </button>
      </form>
    </section>
  );
}
