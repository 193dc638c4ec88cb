import { ResultsTable } from '@/components/admin/lists/results-table';
import type { PersonRow } from '@/lib/compliance/privacy/person-data';
import { formatIst } from '@/lib/platform/time/india';
import Link from 'next/link';
import styles from '../shared.module.css';

type Props = { tables: { name: string; label: string }[]; data: Record<string, PersonRow[]> };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What we hold about the person a request names: rows per table, and their leads and applications by name. */
export function PersonDataSummary({ tables, data }: Props) {
  const leads = [...(data.enquiries ?? []), ...(data.siteVisits ?? [])];
  return (
    <>
      <ul>
        {tables.map((table) => (
          <li key={table.name}>
            {table.label}: {data[table.name]?.length ?? 0}
          </li>
        ))}
      </ul>
      {leads.length > 0 ? (
        <ResultsTable columns={['Lead', 'Phone', 'E-mail', 'Received']} caption="Their leads" captionHidden>
          {leads.map((lead) => (
            <tr key={text(lead.id)}>
              <td>
                <Link href={`/admin/leads/${text(lead.id)}`} prefetch={false}>
                  {text(lead.name)}
                </Link>
                {lead.repeatOfId ? <span className={styles.detail}>Repeat enquiry</span> : null}
              </td>
              <td>{text(lead.phone)}</td>
              <td>{text(lead.email)}</td>
              <td className={styles.nowrap}>{lead.createdAt instanceof Date ? formatIst(lead.createdAt) : ''}</td>
            </tr>
          ))}
        </ResultsTable>
      ) : null}
    </>
  );
}
