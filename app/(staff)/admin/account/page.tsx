import styles from '@/components/admin/accounts/account.module.css';
import { AvailabilityForm } from '@/components/admin/assignment/availability-form';
import { NotifyDevice } from '@/components/admin/notify/notify-device';
import { ActionNotice } from '@/components/admin/shell/action-notice';
import { awayReasonOf, awayReasons } from '@/lib/office/assignment/availability';
import { requireAccountHolder } from '@/lib/office/staff/current-staff';
import { flashedResult } from '@/lib/office/staff/flash';
import { ENROLMENT_PAGE } from '@/lib/office/staff/gate';
import { twoFactorStatus } from '@/lib/office/staff/two-factor';
import { vapidKeys } from '@/lib/platform/security/vapid-keys';
import type { Metadata } from 'next';
import Link from 'next/link';
import { deviceIsOnAction, setAvailabilityAction, turnOffDeviceAction, turnOnDeviceAction } from './actions';

export const metadata: Metadata = { title: 'Your account' };

const roleLabels = { admin: 'Admin', advisor: 'Advisor', editor: 'Editor' } as const;

/** The signed-in member's own account: who they are, where to change their password and two-factor sign-in, and this device's notifications. */
export default async function AccountPage() {
  const member = await requireAccountHolder();
  const [{ enabled }, away, result] = await Promise.all([twoFactorStatus(member.id), awayReasonOf(member.id), flashedResult()]);
  const pushKey = vapidKeys()?.publicKey;
  return (
    <section className={styles.section} aria-labelledby="account-heading">
      <h1 id="account-heading">Your account</h1>
      <ActionNotice result={result} />
      <dl className={styles.facts}>
        <dt>Name</dt>
        <dd>{member.name}</dd>
        <dt>E-mail</dt>
        <dd>{member.email}</dd>
        <dt>Role</dt>
        <dd>{roleLabels[member.role]}</dd>
        <dt>Two-factor sign-in</dt>
        <dd>
          {enabled ? 'On' : 'Off'} ·{' '}
          <Link href={ENROLMENT_PAGE} prefetch={false}>
            {enabled ? 'Manage two-factor sign-in' : 'Set up two-factor sign-in'}
          </Link>
        </dd>
        <dt>Availability</dt>
        <dd>
          {away ? `${awayReasons[away]}: no new leads come to you` : 'Available for new leads'}
          <AvailabilityForm current={away} action={setAvailabilityAction} />
        </dd>
        <dt>Password</dt>
        <dd>
          <Link href="/admin/account/password" prefetch={false}>
            Change your password
          </Link>
        </dd>
      </dl>
      <section className={styles.section} aria-labelledby="notify-heading">
        <h2 id="notify-heading">Notifications</h2>
        {pushKey ? (
          <NotifyDevice
            publicKey={pushKey}
            actions={{ turnOn: turnOnDeviceAction, turnOff: turnOffDeviceAction, isOn: deviceIsOnAction }}
          />
        ) : (
          <p>Notifications to phones are not set up on this site (VAPID settings); leads assigned to you are e-mailed.</p>
        )}
      </section>
    </section>
  );
}
