import { ResultsTable } from '@/components/admin/lists/results-table';
import { sourceLabel } from '@/lib/intake/sources/source-names';
import { formatIst } from '@/lib/platform/time/india';
import shared from '../shared.module.css';
import styles from './sources.module.css';

type Event = {
  id: string;
  source: string;
  externalId: string;
  payload: string;
  state: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
};

const columns = ['Source', 'Received', 'What it sent', 'Why it failed', ''];

const pretty = (payload: string) => {
  try {
    return JSON.stringify(JSON.parse(payload), null, 1);
  } catch {
    return payload;
  }
};

/** Events whose lead could not be fetched or stored: failed for good (with Try again) and those still being retried. */
export function FailedEvents({ events, retry }: { events: Event[]; retry: (formData: FormData) => Promise<void> }) {
  if (events.length === 0) return <p className={shared.empty}>No failed fetches.</p>;
  return (
    <ResultsTable columns={columns}>
      {events.map((event) => (
        <tr key={event.id}>
          <td>
            {sourceLabel(event.source)}
            <span className={shared.detail}>{event.externalId}</span>
          </td>
          <td className={shared.nowrap}>{formatIst(event.createdAt)}</td>
          <td>
            <pre className={styles.payload}>{pretty(event.payload)}</pre>
          </td>
          <td>
            {event.lastError}
            <span className={shared.detail}>
              {event.state === 'failed'
                ? `Failed for good after ${event.attempts} attempts`
                : `Attempt ${event.attempts}; next at ${formatIst(event.nextAttemptAt)}`}
            </span>
          </td>
          <td>
            <form action={retry}>
              <input type="hidden" name="id" value={event.id} />
              <button type="submit">Try again</button>
            </form>
          </td>
        </tr>
      ))}
    </ResultsTable>
  );
}
