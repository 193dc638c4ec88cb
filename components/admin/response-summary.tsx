import Link from 'next/link';
import styles from './staff.module.css';

type Props = { medianResponseMinutes: number | null; contactedCount: number; waitingOver15: number };

const duration = (minutes: number) =>
  minutes < 60 ? `${Math.round(minutes)} min` : `${Math.floor(minutes / 60)} h ${Math.round(minutes % 60)} min`;

/** How fast leads are called: the 30-day median to first contact, and who is still waiting. */
export function ResponseSummary({ medianResponseMinutes, contactedCount, waitingOver15 }: Props) {
  return (
    <div className={styles.stats}>
      <p className={styles.stat}>
        <strong>{medianResponseMinutes === null ? '—' : duration(medianResponseMinutes)}</strong>
        Median time to first contact, last 30 days ({contactedCount} {contactedCount === 1 ? 'lead' : 'leads'})
      </p>
      <p className={styles.stat}>
        <strong>{waitingOver15}</strong>
        {waitingOver15 > 0 ? (
          <Link href="/admin/enquiries?view=all&waiting=1" prefetch={false}>
            New leads waiting over 15 minutes
          </Link>
        ) : (
          'New leads waiting over 15 minutes'
        )}
      </p>
    </div>
  );
}
