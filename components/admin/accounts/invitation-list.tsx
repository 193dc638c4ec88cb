import { ResultsTable } from '@/components/admin/lists/results-table';
import { formatIst } from '@/lib/platform/time/india';
import shared from '../shared.module.css';
import styles from './staff-accounts.module.css';

type Invitation = { id: string; email: string; role: string; expiresAt: Date; invitedBy: { name: string } | null };
type Action = (formData: FormData) => Promise<void>;

type Props = { invitations: Invitation[]; now: Date; resend: Action; revoke: Action };

const columns = ['E-mail', 'Role', 'Invited by', 'Link expires', 'Change'];

/** Invitations not yet accepted, each with Resend (a new link) and Revoke. */
export function InvitationList({ invitations, now, resend, revoke }: Props) {
  return (
    <section className={styles.staffSection} aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">Pending invitations</h2>
      {invitations.length === 0 ? (
        <p className={shared.summary}>No invitation is waiting to be accepted.</p>
      ) : (
        <ResultsTable columns={columns}>
          {invitations.map((invitation) => (
            <tr key={invitation.id}>
              <td>{invitation.email}</td>
              <td>{invitation.role === 'admin' ? 'Admin' : 'Advisor'}</td>
              <td>{invitation.invitedBy?.name ?? 'A former member'}</td>
              <td className={shared.nowrap}>
                {invitation.expiresAt > now ? formatIst(invitation.expiresAt) : `Expired ${formatIst(invitation.expiresAt)}`}
              </td>
              <td>
                <div className={styles.rowActions}>
                  <form action={resend}>
                    <input type="hidden" name="id" value={invitation.id} />
                    <button type="submit">Resend invitation to {invitation.email}</button>
                  </form>
                  <form action={revoke}>
                    <input type="hidden" name="id" value={invitation.id} />
                    <button type="submit">Revoke invitation to {invitation.email}</button>
                  </form>
                </div>
              </td>
            </tr>
          ))}
        </ResultsTable>
      )}
    </section>
  );
}
