import { ActionNotice } from '@/components/admin/shell/action-notice';
import type { ActionResult } from '@/lib/office/staff/action-result';
import type { ReactNode } from 'react';
import styles from './sign-in.module.css';

type Props = {
  title: string;
  lead?: ReactNode;
  /** What the last submission answered: why it was refused (described by the form's first field), or what it did. */
  result?: ActionResult;
  children?: ReactNode;
};

/** The narrow card of the staff pages reached without a session: invitation, forgot and reset password. */
export function AccountCard({ title, lead, result, children }: Props) {
  return (
    <section className={styles.card} aria-labelledby="account-card-heading">
      <h1 id="account-card-heading">{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      <ActionNotice result={result} id="account-card-error" />
      {children}
    </section>
  );
}
