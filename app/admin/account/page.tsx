import type { Metadata } from 'next';
import styles from '@/components/admin/staff.module.css';
import { requireStaff } from '@/lib/staff/current-staff';

export const metadata: Metadata = { title: 'Your account' };

/** The signed-in member's own account: who they are, and what they can change about it. */
export default async function AccountPage() {
  const member = await requireStaff();
  return (
    <>
      <h1>Your account</h1>
      <p className={styles.summary}>
        {member.name}, {member.email} ({member.role === 'admin' ? 'Admin' : 'Advisor'})
      </p>
      <ul>
        <li>
          <a href="/admin/account/password">Change your password</a>
        </li>
      </ul>
    </>
  );
}
