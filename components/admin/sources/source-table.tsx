import { ResultsTable } from '@/components/admin/lists/results-table';
import type { SourceStatus } from '@/lib/intake/sources/status';
import { formatIst } from '@/lib/platform/time/india';
import shared from '../shared.module.css';
import styles from './sources.module.css';

const columns = ['Source', 'Set up', 'Last lead', 'Today', 'Last error'] as const;
const [source, setUp, lastLead, today, lastError] = columns;

/** Each source: whether it is set up (or what is missing), its last lead, today's leads, its last error; a card a source on a phone. */
export function SourceTable({ statuses }: { statuses: SourceStatus[] }) {
  return (
    <ResultsTable columns={columns} stacked>
      {statuses.map((status) => (
        <tr key={status.id} data-source={status.id}>
          <td className={styles.sourceCell} data-label={source}>
            {status.label}
            <span className={shared.detail}>{status.how}</span>
          </td>
          <td data-label={setUp}>
            {status.missing.length === 0 ? (
              <span className={styles.setUp}>Set up</span>
            ) : (
              <span className={styles.missing}>Missing: {status.missing.join(', ')}</span>
            )}
          </td>
          <td className={shared.nowrap} data-label={lastLead}>
            {status.lastLeadAt ? formatIst(status.lastLeadAt) : 'None yet'}
            {status.lastMessageAt !== undefined ? (
              <span className={shared.detail}>Last message: {status.lastMessageAt ? formatIst(status.lastMessageAt) : 'none yet'}</span>
            ) : null}
          </td>
          <td data-label={today}>{status.today}</td>
          <td className={styles.errorCell} data-label={lastError}>
            {status.lastError ? `${status.lastError.message} (${formatIst(status.lastError.at)})` : 'None'}
          </td>
        </tr>
      ))}
    </ResultsTable>
  );
}
