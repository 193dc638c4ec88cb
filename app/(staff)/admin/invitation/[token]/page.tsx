import { AccountCard } from '@/components/admin/accounts/account-card';
import { NewPasswordFields } from '@/components/admin/accounts/new-password-fields';
import styles from '@/components/admin/accounts/sign-in.module.css';
import { flashedResult } from '@/lib/office/staff/flash';
import { openInvitation } from '@/lib/office/staff/invitations';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/office/staff/password-policy';
import { isLinkToken } from '@/lib/platform/security/link-tokens';
import type { Metadata } from 'next';
import { acceptInvitationAction } from './actions';

// The token in the address goes to no other site; same-origin (not no-referrer) so the form's POST still carries the
// Origin that Next checks server actions against.
export const metadata: Metadata = { title: 'Set up your account', referrer: 'same-origin' };

type Props = { params: Promise<{ token: string }> };

/** Where an invitation's link leads: the invitee chooses their name and password. */
export default async function InvitationPage({ params }: Props) {
  const { token } = await params;
  const invitation = isLinkToken(token) ? await openInvitation(token) : null;
  if (!invitation) {
    return (
      <AccountCard
        title="This invitation link no longer works"
        lead="It has expired (links last 72 hours), has been used already, or was replaced by a newer invitation. Ask a Nestora admin to send you a new one."
      >
        <p className={styles.links}>
          <a href="/admin/login">Go to staff sign-in</a>
        </p>
      </AccountCard>
    );
  }
  const result = await flashedResult();
  return (
    <AccountCard
      title="Set up your staff account"
      lead={`You are invited as ${invitation.role === 'admin' ? 'an admin' : 'an advisor'}. You will sign in with ${invitation.email}.`}
      result={result}
    >
      <form action={acceptInvitationAction}>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="email" value={invitation.email} autoComplete="username" />
        <div className={styles.field}>
          <label htmlFor="staff-name">Your name</label>
          <input
            id="staff-name"
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            aria-describedby={result ? 'account-card-error' : undefined}
          />
        </div>
        <NewPasswordFields min={MIN_PASSWORD_LENGTH} max={MAX_PASSWORD_LENGTH} />
        <button type="submit" className={`btn btn-primary ${styles.submit}`}>
          Create my account
        </button>
      </form>
    </AccountCard>
  );
}
