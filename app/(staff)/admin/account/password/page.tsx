import { AccountCard } from '@/components/admin/accounts/account-card';
import { NewPasswordFields } from '@/components/admin/accounts/new-password-fields';
import styles from '@/components/admin/accounts/sign-in.module.css';
import { requireStaff } from '@/lib/office/staff/current-staff';
import { flashedResult } from '@/lib/office/staff/flash';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/office/staff/password-policy';
import type { Metadata } from 'next';
import { changePasswordAction } from './actions';

export const metadata: Metadata = { title: 'Change your password' };

/** Any staff member's own password: the current one first; their other sessions end. */
export default async function ChangePasswordPage() {
  const member = await requireStaff();
  const result = await flashedResult();
  return (
    <AccountCard
      title="Change your password"
      lead="Your other sessions (other browsers and devices) will be signed out; this one stays signed in."
      result={result}
    >
      <form action={changePasswordAction}>
        <input type="hidden" name="email" value={member.email} autoComplete="username" />
        <div className={styles.field}>
          <label htmlFor="current-password">Current password</label>
          <input
            id="current-password"
            name="current"
            type="password"
            autoComplete="current-password"
            required
            maxLength={MAX_PASSWORD_LENGTH}
            aria-describedby={result?.ok === false ? 'account-card-error' : undefined}
          />
        </div>
        <NewPasswordFields min={MIN_PASSWORD_LENGTH} max={MAX_PASSWORD_LENGTH} />
        <button type="submit" className={`btn btn-primary ${styles.submit}`}>
          Change password
        </button>
      </form>
      <p className={styles.links}>
        <a href="/admin/account">Back to your account</a>
      </p>
    </AccountCard>
  );
}
