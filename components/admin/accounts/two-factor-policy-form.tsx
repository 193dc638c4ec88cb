import { advisorsNeedTwoFactor } from '@/lib/office/staff/two-factor-policy';
import styles from './account.module.css';

/** The staff page's two-factor rule: always for admins; for advisors when an admin turns it on here. */
export async function TwoFactorPolicyForm({ action }: { action: (formData: FormData) => Promise<void> }) {
  const required = await advisorsNeedTwoFactor();
  return (
    <form action={action}>
      <fieldset className={styles.policy}>
        <legend>Two-factor sign-in</legend>
        <p>Admins must always use two-factor sign-in. Advisors without it are sent to set it up when this is on.</p>
        <label className={styles.check}>
          <input type="checkbox" name="advisors" defaultChecked={required} />
          Require two-factor for advisors
        </label>
        <button type="submit" className="btn btn-outline">
          Save two-factor rule
        </button>
      </fieldset>
    </form>
  );
}
