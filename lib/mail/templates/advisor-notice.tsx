import type { Lead } from '@/lib/generated/prisma/client';
import { askedProject } from '@/lib/site/project/asked-project';
import { MailLayout } from '../layout';
import type { MailMessage } from '../message';
import { ActionButton, Paragraph } from '../parts';
import { renderMail } from '../render';
import { asked, oneLine } from './lead-details';
import { staffLink } from './staff-link';

export const advisorNoticeKinds = ['assigned', 'reminder'] as const;
export type AdvisorNoticeKind = (typeof advisorNoticeKinds)[number];

const titles: Record<AdvisorNoticeKind, string> = {
  assigned: 'New lead assigned to you',
  reminder: 'Reminder: this lead is waiting for your call',
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

/** An escalated lead as the admins' digest tells it: who had it last, and who has it now. */
export type EscalatedLead = { id: string; name: string; from: string | null; to: string | null };

const DIGEST_LINES = 5;

function whatHappened(lead: EscalatedLead): string {
  if (!lead.to) return `${lead.name}: nobody has it`;
  if (!lead.from || lead.from === lead.to) return `${lead.name}: ${lead.to} keeps it, nobody else in the pool is available`;
  return `${lead.name}: moved from ${lead.from} to ${lead.to}`;
}

/**
 * The admins' one notice for the leads escalated together (every advisor of the pool has had each, and nobody has
 * called): what became of each, and a link to the lead, or to the desk's Overdue leads when there are several.
 */
export function escalationDigestText(leads: EscalatedLead[]): AdvisorNoticeText {
  const [first] = leads;
  const shown = leads.slice(0, DIGEST_LINES).map(whatHappened);
  const more = leads.length > DIGEST_LINES ? [`and ${leads.length - DIGEST_LINES} more`] : [];
  return {
    title:
      leads.length === 1
        ? 'Escalated: a lead nobody in its pool has called'
        : `Escalated: ${leads.length} leads nobody in their pools has called`,
    body: oneLine([...shown, ...more].join(' · ')),
    path: leads.length === 1 && first ? `/admin/leads/${encodeURIComponent(first.id)}` : '/admin/leads?overdue=1',
    tag: `escalated-${first?.id ?? 'none'}`,
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

export function advisorNoticeSubject(text: AdvisorNoticeText): string {
  return `${text.title}: ${text.body}`;
}

/** The e-mail an advisor without a device gets instead of a push: the lead's name, what they asked about and its link. */
export function advisorNoticeMail(to: string, text: AdvisorNoticeText): Promise<MailMessage> {
  return renderMail(<AdvisorNotice text={text} />, { to, subject: advisorNoticeSubject(text) });
}
