import { describeEvent } from '@/lib/office/leads/history';
import type { LeadDetail } from '@/lib/office/leads/queries';
import { formatIst } from '@/lib/platform/time/india';
import styles from './leads.module.css';

/** The lead's notes, then its history: every change, by whom and when. */
export function LeadTimeline({ lead }: { lead: LeadDetail }) {
  const repeatOrdinals = new Map(lead.repeats.map((repeat) => [repeat.id, repeat.ordinal]));
  return (
    <>
      <section className={styles.card} aria-labelledby="notes-heading">
        <h2 id="notes-heading">Notes</h2>
        {lead.notes.length === 0 ? <p className={styles.hint}>No notes yet.</p> : null}
        <ol className={styles.timeline}>
          {lead.notes.map((note) => (
            <li key={note.id}>
              <span className={styles.when}>
                {note.author.name} · {formatIst(note.createdAt)}
              </span>
              <p className={styles.note}>{note.body}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.card} aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        <ol className={styles.timeline}>
          {lead.events.map((event) => (
            <li key={event.id}>
              {describeEvent(event, event.toValue ? repeatOrdinals.get(event.toValue) : undefined)}
              <span className={styles.when}>
                {event.actor?.name ?? 'The site'} · {formatIst(event.createdAt)}
              </span>
            </li>
          ))}
          <li>
            Enquiry received
            <span className={styles.when}>The site · {formatIst(lead.createdAt)}</span>
          </li>
        </ol>
      </section>
    </>
  );
}
