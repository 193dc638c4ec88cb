import type { ReactNode } from 'react';
import styles from './sign-in.module.css';

type Props = {
  title: string;
  lead?: ReactNode;
  /** Why the last submission was refused; announced, and described by the form's first field. */
  error?: string;
  /** A confirmation of what just happened. */
  notice?: string;
  children?: ReactNode;
};

/** The narrow card of the staff pages reached without a session: invitation, forgot and reset password. */
export function AccountCard({ title, lead, error, notice, children }: Props) {
  return (
    <section className={styles.card} aria-labelledby="account-card-heading">
      <h1 id="account-card-heading">{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {error ? (
        <p className={styles.alert} role="alert" id="account-card-error">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {children}
    </section>
  );
}
