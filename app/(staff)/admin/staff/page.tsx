import { InvitationList } from '@/components/admin/accounts/invitation-list';
import { InviteForm } from '@/components/admin/accounts/invite-form';
import styles from '@/components/admin/accounts/staff-accounts.module.css';
import { TwoFactorPolicyForm } from '@/components/admin/accounts/two-factor-policy-form';
import { ResultsTable } from '@/components/admin/lists/results-table';
import shared from '@/components/admin/shared.module.css';
import { ActionNotice } from '@/components/admin/shell/action-notice';
import { channelOffReason } from '@/lib/mail/outbox/channels';
import { listStaffUsers, staffRoles, type StaffRole } from '@/lib/office/staff/accounts';
import { requireAdmin } from '@/lib/office/staff/current-staff';
import { flashedResult } from '@/lib/office/staff/flash';
import { listInvitations } from '@/lib/office/staff/invitations';
import { formatIst } from '@/lib/platform/time/india';
import type { Metadata } from 'next';
import Link from 'next/link';
import {
  changeStaffAccountAction,
  forcePasswordResetAction,
  inviteStaffAction,
  resendInvitationAction,
  revokeInvitationAction,
  setTwoFactorPolicyAction,
} from './actions';

export const metadata: Metadata = { title: 'Staff' };

const ROLE_NAMES: Record<StaffRole, string> = { admin: 'Admin', advisor: 'Advisor', editor: 'Editor' };
const ROLE_ARTICLES: Record<StaffRole, string> = { admin: 'an admin', advisor: 'an advisor', editor: 'an editor' };

const accountColumns = ['Name', 'E-mail', 'Role', 'Status', 'Since', 'Change'];

/** Admins only: who can sign in, in which role; invitations; deactivating someone ends their sessions at once. */
export default async function StaffPage() {
  const admin = await requireAdmin();
  const result = await flashedResult();
  const mailOff = channelOffReason('notice-email');
  const [users, invitations] = await Promise.all([listStaffUsers(), listInvitations()]);
  return (
    <>
      <h1>Staff</h1>
      <p className={shared.summary}>
        Invite new staff by e-mail below (the first admin is created on the server with <code>npm run staff:add</code>). A deactivated
        account is signed out at once.
      </p>
      <ActionNotice result={result} />
      {mailOff ? (
        <p className={shared.alert}>
          E-mail is not set up ({mailOff}): invitations and reset links wait in the outbox and are not delivered until it is.
        </p>
      ) : null}
      <InviteForm action={inviteStaffAction} />
      <InvitationList invitations={invitations} now={new Date()} resend={resendInvitationAction} revoke={revokeInvitationAction} />
      <TwoFactorPolicyForm action={setTwoFactorPolicyAction} />
      <section className={styles.staffSection} aria-labelledby="accounts-heading">
        <h2 id="accounts-heading">Accounts</h2>
        <ResultsTable columns={accountColumns}>
          {users.map((user) => (
            <tr key={user.id}>
              <td>
                {user.name}
                <Link href={`/admin/access-log?staff=${encodeURIComponent(user.id)}`} prefetch={false} className={shared.detail}>
                  Access log of {user.name}
                </Link>
              </td>
              <td>{user.email}</td>
              <td>{ROLE_NAMES[user.role as StaffRole] ?? 'Advisor'}</td>
              <td>{user.active ? 'Active' : 'Deactivated'}</td>
              <td className={shared.nowrap}>{formatIst(user.createdAt)}</td>
              <td>
                {user.id === admin.id ? (
                  <span className={shared.detail}>You</span>
                ) : (
                  <div className={styles.rowActions}>
                    <form action={changeStaffAccountAction} className={styles.rowActions}>
                      <input type="hidden" name="id" value={user.id} />
                      <button type="submit" name="active" value={user.active ? 'false' : 'true'}>
                        {user.active ? `Deactivate ${user.name}` : `Reactivate ${user.name}`}
                      </button>
                      {staffRoles
                        .filter((role) => role !== user.role)
                        .map((role) => (
                          <button key={role} type="submit" name="role" value={role}>
                            Make {user.name} {ROLE_ARTICLES[role]}
                          </button>
                        ))}
                    </form>
                    <form action={forcePasswordResetAction}>
                      <input type="hidden" name="id" value={user.id} />
                      <button type="submit">Force a password reset for {user.name}</button>
                    </form>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </ResultsTable>
      </section>
    </>
  );
}
