'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import styles from './account.module.css';

/** What the recovery-codes form shows after its POST: the new codes (this once), or why there are none. */
export type RecoveryCodesState = { codes?: string[]; error?: string };

type Props = {
  action: (previous: RecoveryCodesState, formData: FormData) => Promise<RecoveryCodesState>;
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
  const [state, formAction, pending] = useActionState(action, {});
  if (state.codes) {
    return (
      <section className={styles.section} role="status" aria-labelledby="recovery-codes-heading">
        <h2 id="recovery-codes-heading">Your recovery codes</h2>
        <p>
          Each code signs you in once if you lose your phone. Save them now (print them or keep them in a password manager): they will not
          be shown again.
        </p>
        <ul className={styles.codes} aria-label="Recovery codes">
          {state.codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Link href="/admin/leads" prefetch={false} className="btn btn-primary">
          I have saved them: go to the leads
        </Link>
      </section>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="recovery-codes-heading">
      <h2 id="recovery-codes-heading">{heading}</h2>
      <p>{intro}</p>
      <form action={formAction} className={styles.form}>
        {state.error ? (
          <p className={styles.alert} role="alert" id="recovery-codes-error">
            {state.error}
          </p>
        ) : null}
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
          aria-describedby={state.error ? 'recovery-codes-error' : undefined}
        />
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {submit}
        </button>
      </form>
    </section>
  );
}
