import type { SourcedLead } from '@/lib/intake/sources/sourced-lead';
import { emailAddress } from '@/lib/platform/validation/form-fields';
import { authenticatedAs } from './authentication';
import { portalParsers } from './parsers';
import { sentFrom, type PortalLeadFields, type PortalParser } from './parsers/parser';
import type { PortalMail } from './portal-mail';

/** A lead read from a mail; portalLeadId is the portal's lead id, or the Message-ID when the mail gives none. */
export type MailReading = { kind: 'lead'; lead: SourcedLead; portalLeadId: string } | { kind: 'unreadable'; reason: string };

/** What portals write where they have no value. */
const NOTHING = /^(-+|n\/?a|nil|none|not (available|provided|shared|specified))$/i;
const present = (value: string | null | undefined) => (value && !NOTHING.test(value.trim()) ? value.trim() : null);

/** An e-mail address by the lead schemas' rule, or null for a placeholder or anything that is not one. */
function cleanEmail(value: string | null | undefined): string | null {
  const parsed = emailAddress.safeParse(present(value)?.replace(/^mailto:/i, '') ?? '');
  return parsed.success ? parsed.data.toLowerCase() : null;
}

/**
 * A phone as the portal wrote it, without its spaces and dashes and whatever follows the number
 * ("+91-98100 12345 (Verified)" is "+919810012345"); null for a placeholder or a number the portal
 * masked ("98XXXXXX45"). The store turns it into E.164.
 */
function cleanPhone(value: string | null | undefined): string | null {
  const phone = present(value);
  if (!phone || /^\+?[\d\s().-]*[x*]/i.test(phone)) return null;
  const number = /^\+?[\d(][\d\s().-]*\d/.exec(phone)?.[0] ?? '';
  const compact = number.replace(/[\s().-]/g, '');
  return /^\+?\d{8,15}$/.test(compact) ? compact : null;
}

function toLead(parser: PortalParser, mail: PortalMail, fields: PortalLeadFields, now: Date): MailReading {
  const givenLeadId = present(fields.portalLeadId);
  // Some portals' mails carry no lead id of theirs: the Message-ID then names the lead.
  const portalLeadId = givenLeadId ?? mail.messageId;
  const name = present(fields.name);
  const phone = cleanPhone(fields.phone);
  const email = cleanEmail(fields.email);
  if (!name) return { kind: 'unreadable', reason: `${parser.portal}: no buyer name found` };
  if (!phone && !email) return { kind: 'unreadable', reason: `${parser.portal}: neither a phone nor an e-mail found` };
  return {
    kind: 'lead',
    portalLeadId,
    lead: {
      source: parser.portal,
      // The lead id alone could be reused by a portal across accounts; with the Message-ID it names this mail.
      externalId: givenLeadId ? `${givenLeadId}/${mail.messageId}` : mail.messageId,
      name,
      phone,
      email,
      message: present(fields.message),
      projectName: present(fields.projectName),
      city: present(fields.city),
      receivedAt: mail.sentAt ?? now,
      attribution: {
        channel: 'Property portals',
        source: parser.portal,
        ids: givenLeadId ? { portalLeadId: givenLeadId, messageId: mail.messageId } : { messageId: mail.messageId },
      },
      consent: { form: parser.form },
    },
  };
}

/** The lead a portal mail carries, or why none could be read from it. */
export function readLead(mail: PortalMail, now: Date): MailReading {
  const parser = portalParsers.find((candidate) => sentFrom(mail, candidate.domain) && candidate.reads(mail));
  if (!parser) return { kind: 'unreadable', reason: `no parser reads mail from ${mail.from || 'an unknown sender'} with this subject` };
  // Anyone can write a portal's address into From: only the receiving server's verdict says who sent it.
  const authentication = authenticatedAs(mail.authenticationResults, parser.domain);
  if (!authentication.trusted)
    return { kind: 'unreadable', reason: `${parser.portal}: not sent by ${parser.domain}: ${authentication.why}` };
  return toLead(parser, mail, parser.fields(mail), now);
}
