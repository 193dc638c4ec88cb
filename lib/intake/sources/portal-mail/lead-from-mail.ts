import type { SourcedLead } from '@/lib/intake/sources/sourced-lead';
import { portalParsers } from './parsers';
import type { PortalLeadFields, PortalParser } from './parsers/parser';
import type { PortalMail } from './portal-mail';

export type MailReading = { kind: 'lead'; lead: SourcedLead; portalLeadId: string } | { kind: 'unreadable'; reason: string };

/** What portals write where they have no value. */
const NOTHING = /^(-+|n\/?a|nil|none|not (available|provided|shared|specified))$/i;
const present = (value: string | null | undefined) => (value && !NOTHING.test(value.trim()) ? value.trim() : null);

/** An e-mail address, or null for a placeholder or anything that is not one. */
function cleanEmail(value: string | null | undefined): string | null {
  const email = present(value)?.replace(/^mailto:/i, '');
  return email && /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(email) ? email.toLowerCase() : null;
}

/**
 * A phone as the portal wrote it, without its spaces and dashes ("+91-98100 12345" is "+919810012345");
 * null for a placeholder or a number the portal masked ("98XXXXXX45"). The store turns it into E.164.
 */
function cleanPhone(value: string | null | undefined): string | null {
  const phone = present(value);
  if (!phone || /[x*]/i.test(phone)) return null;
  const compact = phone.replace(/[\s().-]/g, '');
  return /^\+?\d{8,15}$/.test(compact) ? compact : null;
}

function toLead(parser: PortalParser, mail: PortalMail, fields: PortalLeadFields, now: Date): MailReading {
  const portalLeadId = present(fields.portalLeadId);
  const name = present(fields.name);
  const phone = cleanPhone(fields.phone);
  const email = cleanEmail(fields.email);
  if (!portalLeadId) return { kind: 'unreadable', reason: `${parser.portal}: no lead id found` };
  if (!name) return { kind: 'unreadable', reason: `${parser.portal}: no buyer name found` };
  if (!phone && !email) return { kind: 'unreadable', reason: `${parser.portal}: neither a phone nor an e-mail found` };
  return {
    kind: 'lead',
    portalLeadId,
    lead: {
      source: parser.portal,
      // The lead id alone could be reused by a portal across accounts; with the Message-ID it names this mail.
      externalId: `${portalLeadId}/${mail.messageId}`,
      name,
      phone,
      email,
      message: present(fields.message),
      projectName: present(fields.projectName),
      city: present(fields.city),
      receivedAt: mail.sentAt ?? now,
      attribution: { channel: 'Property portals', source: parser.portal, ids: { portalLeadId, messageId: mail.messageId } },
      consent: { form: parser.form },
    },
  };
}

/** The lead a portal mail carries, or why none could be read from it. */
export function readLead(mail: PortalMail, now: Date): MailReading {
  const parser = portalParsers.find((candidate) => candidate.reads(mail));
  if (!parser) return { kind: 'unreadable', reason: `no parser reads mail from ${mail.from || 'an unknown sender'} with this subject` };
  return toLead(parser, mail, parser.fields(mail), now);
}
