import { AccountCard } from '@/components/admin/accounts/account-card';
import { NewPasswordFields } from '@/components/admin/accounts/new-password-fields';
import styles from '@/components/admin/accounts/sign-in.module.css';
import { flashedResult } from '@/lib/office/staff/flash';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/office/staff/password-policy';
import { openReset } from '@/lib/office/staff/password-reset';
import { isLinkToken } from '@/lib/platform/security/link-tokens';
import type { Metadata } from 'next';
import { resetPasswordAction } from './actions';

// See the invitation page: the token's address stays on this site, and the form's POST keeps its Origin.
export const metadata: Metadata = { title: 'Choose a new password', referrer: 'same-origin' };

type Props = { params: Promise<{ token: string }> };

/** Where a reset link leads: a new password, or, for a dead link, the way to ask for another. */
export default async function ResetPasswordPage({ params }: Props) {
  const { token } = await params;
  const reset = isLinkToken(token) ? await openReset(token) : null;
  if (!reset) {
    return (
      <AccountCard
        title="This reset link no longer works"
        lead="It has expired (links last 30 minutes), has been used already, or is not a link we sent. Ask for a new one: it takes a minute."
      >
        <p className={styles.links}>
          <a href="/admin/forgot-password">Request a new reset link</a>
        </p>
      </AccountCard>
    );
  }
  const result = await flashedResult();
  return (
    <AccountCard
      title="Choose a new password"
      lead={`For ${reset.email}. Every session of this account will be signed out.`}
      result={result}
    >
      <form action={resetPasswordAction}>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="email" value={reset.email} autoComplete="username" />
        <NewPasswordFields min={MIN_PASSWORD_LENGTH} max={MAX_PASSWORD_LENGTH} describedBy={result ? 'account-card-error' : undefined} />
        <button type="submit" className={`btn btn-primary ${styles.submit}`}>
          Set my new password
        </button>
      </form>
    </AccountCard>
  );
}
