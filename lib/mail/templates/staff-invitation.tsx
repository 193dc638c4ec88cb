import { formatIst } from '@/lib/platform/time/india';
import { site } from '@/lib/site/config';
import { MailLayout } from '../layout';
import type { MailMessage } from '../message';
import { ActionButton, Paragraph } from '../parts';
import { renderMail } from '../render';
import { staffLink } from './staff-link';

const roleNames = { admin: 'an admin', advisor: 'an advisor', editor: 'the catalogue editor' } as const;

type Invitation = { to: string; role: keyof typeof roleNames; inviterName: string; token: string; expiresAt: Date };

function StaffInvitation({ role, inviterName, token, expiresAt }: Invitation) {
  const intro = `${inviterName} has invited you to the ${site.name} staff area as ${roleNames[role]}. Open the link to choose your name and password.`;
  return (
    <MailLayout preview={intro}>
      <Paragraph>{intro}</Paragraph>
      <ActionButton href={staffLink(`/admin/invitation/${token}`)} label="Set up your account" />
      <Paragraph>{`The link works once, until ${formatIst(expiresAt)}. If it has expired, ask an admin to send a new one.`}</Paragraph>
      <Paragraph>If you did not expect this, ignore this e-mail.</Paragraph>
    </MailLayout>
  );
}

/** The invitation to open a staff account, with its one-time link. */
export function invitationMail(invite: Invitation): Promise<MailMessage> {
  return renderMail(<StaffInvitation {...invite} />, { to: invite.to, subject: `Your ${site.name} staff account` });
}
