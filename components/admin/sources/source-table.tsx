import { ResultsTable } from '@/components/admin/lists/results-table';
import type { SourceStatus } from '@/lib/intake/sources/status';
import { formatIst } from '@/lib/platform/time/india';
import shared from '../shared.module.css';
import styles from './sources.module.css';

const columns = ['Source', 'Set up', 'Last lead', 'Today', 'Last error'];

/** Each source (a card on a phone): whether it is set up (or what is missing), its last lead, today's leads, its last error. */
export function SourceTable({ statuses }: { statuses: SourceStatus[] }) {
  return (
    <ResultsTable columns={columns} stacked className={styles.sourceCards}>
      {statuses.map((status) => (
        <tr key={status.id} data-source={status.id}>
          <td data-label="Source">
            {status.label}
            <span className={shared.detail}>{status.how}</span>
          </td>
          <td data-label="Set up">
            {status.missing.length === 0 ? (
              <span className={styles.setUp}>Set up</span>
            ) : (
              <span className={styles.missing}>Missing: {status.missing.join(', ')}</span>
            )}
          </td>
          <td data-label="Last lead" className={shared.nowrap}>
            {status.lastLeadAt ? formatIst(status.lastLeadAt) : 'None yet'}
          </td>
          <td data-label="Today">{status.today}</td>
          <td data-label="Last error">{status.lastError ? `${status.lastError.message} (${formatIst(status.lastError.at)})` : 'None'}</td>
        </tr>
      ))}
    </ResultsTable>
  );
}
