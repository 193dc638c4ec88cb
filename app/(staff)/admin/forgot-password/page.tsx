import { AccountCard } from '@/components/admin/accounts/account-card';
import styles from '@/components/admin/accounts/sign-in.module.css';
import { toSearchParams } from '@/lib/office/lists/filter';
import { resultInAddress } from '@/lib/office/staff/action-result';
import type { Metadata } from 'next';
import { requestPasswordResetAction } from './actions';

export const metadata: Metadata = { title: 'Forgot password' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Asks for a password-reset link by e-mail; the answer never says whether the e-mail has an account. */
export default async function ForgotPasswordPage({ searchParams }: Props) {
  const params = toSearchParams(await searchParams);
  const result = resultInAddress(params, {
    refusals: { limited: { '1': 'Too many reset requests from this connection. Please wait 15 minutes and try again.' } },
    notices: { sent: { '1': 'If that e-mail belongs to a staff account, a link is on its way. Check your inbox (and spam folder).' } },
  });
  return (
    <AccountCard
      title="Forgot your password?"
      lead="Enter the e-mail you sign in with. If it belongs to a staff account, we e-mail it a link to choose a new password; the link works once, for 30 minutes."
      result={result}
    >
      <form action={requestPasswordResetAction}>
        <div className={styles.field}>
          <label htmlFor="reset-email">E-mail</label>
          <input id="reset-email" name="email" type="email" autoComplete="username" required maxLength={254} />
        </div>
        <button type="submit" className={`btn btn-primary ${styles.submit}`}>
          E-mail me a reset link
        </button>
      </form>
      <p className={styles.links}>
        <a href="/admin/login">Back to sign-in</a>
      </p>
    </AccountCard>
  );
}
