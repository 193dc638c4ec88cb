import { ResultsTable } from '@/components/admin/lists/results-table';
import { PrivacyDeadline } from '@/components/admin/privacy/privacy-deadline';
import styles from '@/components/admin/shared.module.css';
import { kindName, privacyStatusNames } from '@/lib/compliance/privacy/labels';
import { closedPrivacyRequests, openPrivacyRequests } from '@/lib/compliance/privacy/queue';
import { channelOffReason } from '@/lib/mail/outbox/channels';
import { requireAdmin } from '@/lib/office/staff/current-staff';
import { formatIst } from '@/lib/platform/time/india';
import { timeAgo } from '@/lib/platform/time/relative-time';
import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Privacy requests' };

const openColumns = ['Request', 'From', 'Verified', 'Received', 'Due'];
const closedColumns = ['Request', 'Outcome', 'Closed'];

/** Admins only: people's requests under the DPDP Act, oldest first, each with its 30-day clock. */
export default async function PrivacyQueuePage() {
  await requireAdmin();
  const now = new Date();
  const [open, closed] = await Promise.all([openPrivacyRequests(), closedPrivacyRequests()]);
  const mailOff = channelOffReason('notice-email');
  return (
    <>
      <h1>Privacy requests</h1>
      <p className={styles.summary}>
        Requests from <Link href="/privacy/your-data">the Your data page</Link> reach this list once the person has followed the e-mailed
        link, or at once when they gave only a phone: call them to verify before acting. Each must be answered within 30 days.
      </p>
      {mailOff ? (
        <p role="status" className={styles.alert}>
          Verification e-mails are not being sent: {mailOff}. Requests with an e-mail address wait here unseen until they are.
        </p>
      ) : null}
      <h2>Open ({open.length})</h2>
      <ResultsTable columns={openColumns} emptyText="No open requests.">
        {open.map((request) => {
          const openedAt = request.openedAt ?? request.createdAt;
          return (
            <tr key={request.id}>
              <td>
                <Link href={`/admin/privacy/${request.id}`} prefetch={false}>
                  {kindName(request.kind)}
                </Link>
              </td>
              <td>
                {request.email ?? request.phone}
                {request.email && request.phone ? <span className={styles.detail}>{request.phone}</span> : null}
              </td>
              <td>{request.verifyBy === 'email' ? 'By e-mail link' : <strong>Verify by call</strong>}</td>
              <td className={styles.nowrap}>
                {formatIst(openedAt)}
                <span className={styles.detail}>{timeAgo(openedAt, now)}</span>
              </td>
              <td>
                <PrivacyDeadline openedAt={openedAt} now={now} />
              </td>
            </tr>
          );
        })}
      </ResultsTable>
      <h2>Recently closed</h2>
      <ResultsTable columns={closedColumns} emptyText="None yet.">
        {closed.map((request) => (
          <tr key={request.id}>
            <td>
              <Link href={`/admin/privacy/${request.id}`} prefetch={false}>
                {kindName(request.kind)}
              </Link>
            </td>
            <td>{privacyStatusNames[request.status] ?? request.status}</td>
            <td className={styles.nowrap}>
              {request.closedAt ? formatIst(request.closedAt) : ''}
              <span className={styles.detail}>{request.closedBy?.name ?? ''}</span>
            </td>
          </tr>
        ))}
      </ResultsTable>
    </>
  );
}
