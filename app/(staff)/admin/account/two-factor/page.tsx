import styles from '@/components/admin/accounts/account.module.css';
import { RecoveryCodesForm } from '@/components/admin/accounts/recovery-codes-form';
import { TwoFactorOffForm } from '@/components/admin/accounts/two-factor-off-form';
import { TwoFactorSetup } from '@/components/admin/accounts/two-factor-setup';
import { ActionNotice } from '@/components/admin/shell/action-notice';
import { requireAccountHolder } from '@/lib/office/staff/current-staff';
import { flashedResult } from '@/lib/office/staff/flash';
import { MAX_PASSWORD_LENGTH } from '@/lib/office/staff/password-policy';
import { groupedSecret, totpUri } from '@/lib/office/staff/totp';
import { totpQrSvg } from '@/lib/office/staff/totp-qr';
import { twoFactorStatus } from '@/lib/office/staff/two-factor';
import { twoFactorRequired } from '@/lib/office/staff/two-factor-policy';
import type { Metadata } from 'next';
import { issueRecoveryCodesAction, startTwoFactorSetupAction, turnOffTwoFactorAction } from './actions';

export const metadata: Metadata = { title: 'Two-factor sign-in' };

/**
 * Setting up, keeping and (where the role allows) turning off two-factor sign-in. The recovery-codes
 * form keeps its place in the page whether two-factor is being set up or is on, so the codes its
 * confirming POST returns are shown in the page that follows, with or without JavaScript.
 */
export default async function TwoFactorPage() {
  const member = await requireAccountHolder();
  const [status, required, result] = await Promise.all([twoFactorStatus(member.id), twoFactorRequired(member.role), flashedResult()]);
  const setup = status.pendingSecret
    ? { qrSvg: await totpQrSvg(totpUri(status.pendingSecret, member.email)), secret: groupedSecret(status.pendingSecret) }
    : null;
  return (
    <>
      <h1>Two-factor sign-in</h1>
      <p className={styles.notice}>
        {status.enabled
          ? `Two-factor sign-in is on. You have ${status.recoveryCodesLeft} unused recovery ${status.recoveryCodesLeft === 1 ? 'code' : 'codes'}.`
          : required
            ? 'Your role requires two-factor sign-in: set it up to reach the staff pages. After your password you will also enter a code from your phone.'
            : 'Two-factor sign-in is off. With it on, a password alone does not open your account: you also enter a code from your phone.'}
      </p>
      <ActionNotice result={result} />
      {setup ? <TwoFactorSetup qrSvg={setup.qrSvg} secret={setup.secret} /> : null}
      {status.enabled || setup ? (
        <RecoveryCodesForm
          action={issueRecoveryCodesAction}
          heading={status.enabled ? 'New recovery codes' : 'Finish setting up'}
          intro={
            status.enabled
              ? 'New codes replace the ones you have: the old codes stop working.'
              : 'The code proves the app is set up. You then get your recovery codes.'
          }
          label={status.enabled ? 'Authenticator code or recovery code' : '6-digit code from the app'}
          submit={status.enabled ? 'Create new recovery codes' : 'Turn on two-factor sign-in'}
        />
      ) : null}
      {status.enabled ? null : (
        <form action={startTwoFactorSetupAction} className={`${styles.section} ${styles.form}`}>
          <input type="hidden" name="email" value={member.email} autoComplete="username" />
          <label htmlFor="two-factor-password">Your password</label>
          <input
            id="two-factor-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={MAX_PASSWORD_LENGTH}
          />
          <button type="submit" className={setup ? 'btn btn-outline' : 'btn btn-primary'}>
            {setup ? 'Start again with a new key' : 'Set up two-factor sign-in'}
          </button>
        </form>
      )}
      {status.enabled && !required ? (
        <section className={styles.section} aria-labelledby="two-factor-off-heading">
          <h2 id="two-factor-off-heading">Turn off</h2>
          <TwoFactorOffForm action={turnOffTwoFactorAction} />
        </section>
      ) : null}
    </>
  );
}
