import { AccountCard } from '@/components/admin/accounts/account-card';
import styles from '@/components/admin/accounts/sign-in.module.css';
import { flashedResult } from '@/lib/office/staff/flash';
import type { Metadata } from 'next';
import { requestPasswordResetAction } from './actions';

export const metadata: Metadata = { title: 'Forgot password' };

/** Asks for a password-reset link by e-mail; the answer never says whether the e-mail has an account. */
export default async function ForgotPasswordPage() {
  const result = await flashedResult();
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
