import { formatIst } from '@/lib/platform/time/india';
import { site } from '@/lib/site/config';
import { MailLayout } from '../layout';
import type { MailMessage } from '../message';
import { ActionButton, Paragraph } from '../parts';
import { renderMail } from '../render';
import { staffLink } from './staff-link';

type Reset = { to: string; token: string; expiresAt: Date; forced: boolean };

function StaffPasswordReset({ token, expiresAt, forced }: Reset) {
  const reason = forced
    ? `An admin has asked you to choose a new password for the ${site.name} staff area: your old one no longer works.`
    : `Someone (we hope you) asked to reset the password of your ${site.name} staff account.`;
  const intro = `${reason} Open the link to choose a new password.`;
  return (
    <MailLayout preview={intro}>
      <Paragraph>{intro}</Paragraph>
      <ActionButton href={staffLink(`/admin/reset/${token}`)} label="Choose a new password" />
      <Paragraph>{`The link works once, until ${formatIst(expiresAt)}. After that, ask for a new one on the sign-in page ("Forgot password?").`}</Paragraph>
      <Paragraph>
        {forced
          ? 'Every session of your account has been signed out.'
          : 'If you did not ask for this, ignore this e-mail: your password stays as it is.'}
      </Paragraph>
    </MailLayout>
  );
}

/** The password-reset link, asked for on the sign-in page or forced by an admin. */
export function resetMail(reset: Reset): Promise<MailMessage> {
  return renderMail(<StaffPasswordReset {...reset} />, { to: reset.to, subject: `Reset your ${site.name} staff password` });
}
