import type { Lead } from '@/lib/generated/prisma/client';
import { askedProject } from '@/lib/site/project/asked-project';
import { MailLayout } from '../layout';
import type { MailMessage } from '../message';
import { ActionButton, Paragraph } from '../parts';
import { renderMail } from '../render';
import { asked, oneLine } from './lead-details';
import { staffLink } from './staff-link';

export const advisorNoticeKinds = ['assigned', 'reminder', 'escalated'] as const;
export type AdvisorNoticeKind = (typeof advisorNoticeKinds)[number];

const titles: Record<AdvisorNoticeKind, string> = {
  assigned: 'New lead assigned to you',
  reminder: 'Reminder: this lead is waiting for your call',
  escalated: 'A lead has been passed to you: it is overdue',
};

/** What an advisor is told about a lead, the same words on the phone's notification and in the e-mail. */
export type AdvisorNoticeText = { title: string; body: string; path: string; tag: string };

export function advisorNoticeText(kind: AdvisorNoticeKind, lead: Lead): AdvisorNoticeText {
  return {
    title: titles[kind],
    body: oneLine(`${lead.name} · ${asked(lead, askedProject(lead))}${lead.phone ? ` · ${lead.phone}` : ''}`),
    path: `/admin/leads/${encodeURIComponent(lead.id)}`,
    // One notification a lead on the device: a reminder replaces the "assigned" one rather than piling up.
    tag: `lead-${lead.id}`,
  };
}

function AdvisorNotice({ text }: { text: AdvisorNoticeText }) {
  return (
    <MailLayout preview={text.body}>
      <Paragraph>{`${text.title}: ${text.body}.`}</Paragraph>
      <ActionButton href={staffLink(text.path)} label="Open the lead" />
      <Paragraph>
        You get this e-mail because no device of yours has notifications on. Turn them on with &quot;Notify me on this device&quot; under
        Your account.
      </Paragraph>
    </MailLayout>
  );
}

/** The e-mail an advisor without a device gets instead of a push: the lead's name, what they asked about and its link. */
export function advisorNoticeMail(to: string, text: AdvisorNoticeText): Promise<MailMessage> {
  return renderMail(<AdvisorNotice text={text} />, { to, subject: `${text.title}: ${text.body}` });
}
