import { clockState } from '@/lib/office/assignment/clock';
import { formatMinutes } from '@/lib/platform/time/format';
import styles from './leads.module.css';

type Props = { lead: { contactDueAt: Date | null; firstContactedAt: Date | null; clockStep: string | null }; now: Date };

/** The lead's first-contact clock: "due in 6 min", "overdue 12 min", or nothing once the buyer has been contacted. */
export function LeadClock({ lead, now }: Props) {
  const clock = clockState(lead, now);
  if (!clock) return null;
  if (!clock.overdue) return <span className={styles.clock}>due in {formatMinutes(clock.minutes)}</span>;
  return (
    <span className={`${styles.clock} ${styles.clockOverdue}`}>
      overdue {formatMinutes(clock.minutes)}
      {clock.escalated ? ' · escalated' : ''}
    </span>
  );
}
