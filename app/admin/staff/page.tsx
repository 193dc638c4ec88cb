import type { Metadata } from 'next';
import { StaffAlert } from '@/components/admin/staff-alert';
import { TwoFactorPolicyForm } from '@/components/admin/two-factor-policy-form';
import styles from '@/components/admin/staff.module.css';
import { formatIst } from '@/lib/admin/ist';
import { toSearchParams } from '@/lib/admin/filter';
import { listStaffUsers, staffAccountErrors } from '@/lib/staff/accounts';
import { requireAdmin } from '@/lib/staff/current-staff';
import { changeStaffAccount } from './actions';

export const metadata: Metadata = { title: 'Staff' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Admins only: who can sign in, in which role; deactivating someone ends their sessions at once. */
export default async function StaffPage({ searchParams }: Props) {
  const admin = await requireAdmin();
  const errorCode = toSearchParams(await searchParams).get('error');
  const error = Object.entries(staffAccountErrors).find(([code]) => code === errorCode)?.[1];
  const users = await listStaffUsers();
  return (
    <>
      <h1>Staff</h1>
      <p className={styles.summary}>
        New accounts are created on the server with <code>npm run staff:add</code>. A deactivated account is signed out at once.
      </p>
      <StaffAlert message={error} />
      <TwoFactorPolicyForm />
      <div className={styles.tableWrap}>
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Since</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <td>{user.name}</td>
                <td>{user.email}</td>
                <td>{user.role === 'admin' ? 'Admin' : 'Advisor'}</td>
                <td>{user.active ? 'Active' : 'Deactivated'}</td>
                <td className={styles.nowrap}>{formatIst(user.createdAt)}</td>
                <td>
                  {user.id === admin.id ? (
                    <span className={styles.detail}>You</span>
                  ) : (
                    <form action={changeStaffAccount} className={styles.statusForm}>
                      <input type="hidden" name="id" value={user.id} />
                      <button type="submit" name="active" value={user.active ? 'false' : 'true'}>
                        {user.active ? `Deactivate ${user.name}` : `Reactivate ${user.name}`}
                      </button>
                      <button type="submit" name="role" value={user.role === 'admin' ? 'advisor' : 'admin'}>
                        {user.role === 'admin' ? `Make ${user.name} an advisor` : `Make ${user.name} an admin`}
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
