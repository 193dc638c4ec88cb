import { site } from '@/lib/site/config';
import { MailLayout } from '../layout';
import type { MailMessage } from '../message';
import { ActionButton, Paragraph } from '../parts';
import { renderMail } from '../render';
import { staffLink } from './staff-link';

type Notice = { to: string; kind: 'assigned' | 'reminder' | 'escalated'; leadId: string; leadName: string };

const lines = {
  assigned: (name: string) => `A lead has been assigned to you: ${name}. Call them now.`,
  reminder: (name: string) => `${name} is waiting for their first call: the target time has passed.`,
  escalated: (name: string) => `${name} has not been contacted by any advisor of the pool. Assign them to someone now.`,
};

const subjects = { assigned: 'New lead for you', reminder: 'Reminder: a lead is waiting', escalated: 'Escalated: a lead nobody has called' };

function AdvisorNotice({ kind, leadId, leadName }: Notice) {
  const line = lines[kind](leadName);
  return (
    <MailLayout preview={line}>
      <Paragraph>{line}</Paragraph>
      <ActionButton href={staffLink(`/admin/enquiries/${leadId}`)} label="Open the lead" />
    </MailLayout>
  );
}

/** The e-mail an advisor (or an admin, for an escalation) gets about a lead when they have no device for push. */
export function advisorNoticeMail(notice: Notice): Promise<MailMessage> {
  return renderMail(<AdvisorNotice {...notice} />, { to: notice.to, subject: `${subjects[notice.kind]} · ${site.name}` });
}
