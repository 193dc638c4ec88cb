import { daysLeft, dueAt, isOverdue } from '@/lib/compliance/privacy/deadline';
import { formatIst } from '@/lib/platform/time/india';
import styles from '../shared.module.css';

/** A request's 30-day clock: the due date, and how many days are left or how far past it is. */
export function PrivacyDeadline({ openedAt, now }: { openedAt: Date; now: Date }) {
  const left = daysLeft(openedAt, now);
  return (
    <>
      <span className={styles.nowrap}>{formatIst(dueAt(openedAt))}</span>
      {isOverdue(openedAt, now) ? (
        <strong className={`${styles.detail} ${styles.overdue}`}>
          Overdue by {Math.max(1, -left)} {Math.max(1, -left) === 1 ? 'day' : 'days'}
        </strong>
      ) : (
        <span className={styles.detail}>
          {left} {left === 1 ? 'day' : 'days'} left
        </span>
      )}
    </>
  );
}
