import { ResultsTable } from '@/components/admin/lists/results-table';
import { accessActionLabels, type AccessAction } from '@/lib/compliance/access-log/actions';
import type { AccessLogRow } from '@/lib/compliance/access-log/queries';
import { formatIst } from '@/lib/platform/time/india';
import Link from 'next/link';
import styles from '../shared.module.css';

type Props = { rows: AccessLogRow[]; caption: string; showSubject?: boolean };

const actionLabel = (action: string) => accessActionLabels[action as AccessAction] ?? action;

/** Who looked at or exported personal data, when, and from where: newest first. */
export function AccessLogTable({ rows, caption, showSubject = false }: Props) {
  if (rows.length === 0) return <p className={styles.summary}>No access recorded.</p>;
  const columns = ['When (IST)', 'Who', 'What', ...(showSubject ? ['Of'] : []), 'From address'];
  return (
    <ResultsTable columns={columns} caption={caption}>
      {rows.map((row) => (
        <tr key={row.id}>
          <td className={styles.nowrap}>{formatIst(row.createdAt)}</td>
          <td>
            <Link href={`/admin/access-log?staff=${encodeURIComponent(row.actor.id)}`} prefetch={false}>
              {row.actor.name}
            </Link>
          </td>
          <td>{actionLabel(row.action)}</td>
          {showSubject ? <td>{subjectCell(row)}</td> : null}
          <td>{row.address}</td>
        </tr>
      ))}
    </ResultsTable>
  );
}

function subjectCell(row: AccessLogRow) {
  if ((row.action === 'view-lead' || row.action === 'view-whatsapp' || row.action === 'whatsapp-media') && row.subjectId) {
    return (
      <Link href={`/admin/leads/${encodeURIComponent(row.subjectId)}`} prefetch={false}>
        Lead {row.subjectId}
      </Link>
    );
  }
  return row.detail ? `Filter: ${row.detail}` : (row.subjectId ?? 'All rows');
}
