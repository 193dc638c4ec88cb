import { ResultsTable } from '@/components/admin/lists/results-table';
import type { SourceStatus } from '@/lib/intake/sources/status';
import { formatIst } from '@/lib/platform/time/india';
import shared from '../shared.module.css';
import styles from './sources.module.css';

const columns = ['Source', 'Set up', 'Last lead', 'Today', 'Last error'];

/** Each source: whether it is set up (or what is missing), its last lead, today's leads, its last error. */
export function SourceTable({ statuses }: { statuses: SourceStatus[] }) {
  return (
    <ResultsTable columns={columns}>
      {statuses.map((status) => (
        <tr key={status.id} data-source={status.id}>
          <td>
            {status.label}
            <span className={shared.detail}>{status.how}</span>
          </td>
          <td>
            {status.missing.length === 0 ? (
              <span className={styles.setUp}>Set up</span>
            ) : (
              <span className={styles.missing}>Missing: {status.missing.join(', ')}</span>
            )}
          </td>
          <td className={shared.nowrap}>{status.lastLeadAt ? formatIst(status.lastLeadAt) : 'None yet'}</td>
          <td>{status.today}</td>
          <td>{status.lastError ? `${status.lastError.message} (${formatIst(status.lastError.at)})` : 'None'}</td>
        </tr>
      ))}
    </ResultsTable>
  );
}
