import { describeConsent, type ConsentEntry } from '@/lib/compliance/consent/describe';
import { marketingStatus } from '@/lib/compliance/consent/status';
import { formatIst } from '@/lib/platform/time/india';
import styles from './leads.module.css';

type Entry = ConsentEntry & { id: string; createdAt: Date };

function marketingLine(entries: Entry[]): string {
  const status = marketingStatus(entries);
  if (status.state === 'agreed') return `Marketing: agreed on ${formatIst(status.since)}`;
  if (status.state === 'withdrawn') return `Marketing: withdrawn on ${formatIst(status.since)}`;
  return 'Marketing: not agreed';
}

/** What the buyer agreed to and every later choice (DPDP Act), with whether they may be sent offers. */
export function LeadConsent({ entries }: { entries: Entry[] }) {
  const erasure = entries.findLast((entry) => entry.kind === 'erasure-requested');
  return (
    <section className={styles.card} aria-labelledby="consent-heading">
      <h2 id="consent-heading">Consent</h2>
      <p>
        <strong>{marketingLine(entries)}</strong>
      </p>
      {erasure ? <p className={styles.hint}>Erasure asked on {formatIst(erasure.createdAt)}: handle it before working this lead.</p> : null}
      {entries.length === 0 ? (
        <p className={styles.hint}>No consent recorded: this lead arrived before consent records were kept.</p>
      ) : null}
      <ul className={styles.timeline}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <strong>{describeConsent(entry)}</strong>
            <span className={styles.when}>{formatIst(entry.createdAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
