import { AccessLogTable } from '@/components/admin/access-log/access-log-table';
import styles from '@/components/admin/access-log/access-log.module.css';
import shared from '@/components/admin/shared.module.css';
import { ACCESS_LOG_PAGE, accessLogForStaff } from '@/lib/compliance/access-log/queries';
import { toSearchParams } from '@/lib/office/lists/filter';
import { listStaffUsers } from '@/lib/office/staff/accounts';
import { requireAdmin } from '@/lib/office/staff/current-staff';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Access log' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Admins only: who viewed or exported personal data, when and from where, by member of staff. */
export default async function AccessLogPage({ searchParams }: Props) {
  const admin = await requireAdmin();
  const users = await listStaffUsers();
  const requested = toSearchParams(await searchParams).get('staff') ?? '';
  const member = users.find((user) => user.id === requested);
  const rows = await accessLogForStaff(admin, member?.id);
  return (
    <>
      <h1>Access log{member ? `: ${member.name}` : ''}</h1>
      <p className={shared.summary}>
        Every view of a lead’s page, every CSV download and every privacy export or erasure, with the address it came from. Entries cannot
        be changed or removed; each is kept for one year. The newest {ACCESS_LOG_PAGE} are shown.
      </p>
      <form method="get" action="/admin/access-log" className={styles.logFilter}>
        <label htmlFor="access-staff">Member of staff</label>
        <select id="access-staff" name="staff" defaultValue={member?.id ?? ''}>
          <option value="">Everyone</option>
          {users.map((user) => (
            <option key={user.id} value={user.id}>
              {user.name}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-outline">
          Show
        </button>
      </form>
      {requested && !member ? <p role="alert">No member of staff has that id; showing everyone.</p> : null}
      <AccessLogTable
        rows={rows}
        caption={member ? `What ${member.name} viewed or exported` : 'What staff viewed or exported'}
        showSubject
      />
    </>
  );
}
