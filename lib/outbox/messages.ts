import type { Enquiry, JobApplication } from '@/lib/generated/prisma/client';
import { storedTouch, touchSummary, type StoredTouch } from '@/lib/attribution/stored-touches';
import { isSitePath } from '@/lib/forms/fields';
import { askedProject, askedProjectText, type AskedProject } from '@/lib/leads/asked-project';
import { telHref, whatsappHref } from '@/lib/leads/reach-links';
import { site } from '@/lib/site';
import { slotLabel } from '@/lib/visits/slots';

export type MailMessage = { to: string; subject: string; text: string; html: string; replyTo?: string };

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);
// A visitor's name must not start new header lines in the subject.
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

type Row = [label: string, value: string | null | undefined, href?: string];

function render(rows: Row[], intro: string): { text: string; html: string } {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  const text = [intro, '', ...shown.map(([label, value, href]) => `${label}: ${value}${href && href !== value ? ` (${href})` : ''}`)].join('\n');
  const cells = shown
    .map(([label, value, href]) => {
      const shownValue = escapeHtml(String(value));
      const cell = href ? `<a href="${escapeHtml(href)}">${shownValue}</a>` : shownValue.replace(/\n/g, '<br>');
      return `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${cell}</td></tr>`;
    })
    .join('');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1d2733"><p>${escapeHtml(intro)}</p><table cellspacing="0" cellpadding="0">${cells}</table></body></html>`;
  return { text, html };
}

function asked(enquiry: Enquiry, project: AskedProject | null): string {
  return (project ? askedProjectText(project) : enquiry.projectName) ?? enquiry.locality ?? enquiry.city ?? `${enquiry.source} form`;
}

const visitLine = (enquiry: Enquiry) =>
  enquiry.visitDate ? `${enquiry.visitDate}, ${slotLabel(enquiry.visitSlot)}, ${enquiry.visitors ?? 1} visitor(s)` : null;

/** The "Came from" rows of a lead e-mail: the latest touch, and the first when it was another channel or campaign. */
function cameFromRows(enquiry: Enquiry): Row[] {
  const last = touchSummary(storedTouch(enquiry, 'last'));
  const first = touchSummary(storedTouch(enquiry, 'first'));
  return [
    ['Came from', last],
    ['First came from', first !== last ? first : null],
  ];
}

/**
 * The page the enquiry was sent from, linked. A stored path that is not one of this site's (a row stored before
 * issue 39 checked it) is shown as text, never made into a link to wherever it resolves.
 */
function sentFromRow(pagePath: string | null, url: (path: string) => string): Row {
  if (!pagePath) return ['Sent from', null];
  return isSitePath(pagePath) ? ['Sent from', url(pagePath), url(pagePath)] : ['Sent from', pagePath];
}

/** The advisors' e-mail for a new lead: every field, with links to call, message, and open the lead. */
export function leadEmail(enquiry: Enquiry, { siteUrl, to }: { siteUrl: string; to: string }): MailMessage {
  const kind = enquiry.intent === 'site-visit' ? 'Site visit request' : 'New enquiry';
  const project = askedProject(enquiry);
  const subject = oneLine(
    `${enquiry.spam ? 'Possible spam: ' : ''}${kind}: ${enquiry.name} · ${asked(enquiry, project)}${enquiry.phone ? ` · ${enquiry.phone}` : ''}`,
  );
  const url = (path: string) => new URL(path, siteUrl).toString();
  const leadId = enquiry.repeatOfId ?? enquiry.id;
  const rows: Row[] = [
    ['Name', enquiry.name],
    ['Phone', enquiry.phone, enquiry.phone ? telHref(enquiry.phone) : undefined],
    ['WhatsApp', enquiry.phone ? `Message ${enquiry.phone} on WhatsApp` : null, enquiry.phone ? whatsappHref(enquiry.phone) : undefined],
    ['E-mail', enquiry.email, enquiry.email ? `mailto:${enquiry.email}` : undefined],
    ['Message', enquiry.message],
    ['Site visit', visitLine(enquiry)],
    ['Project', project ? askedProjectText(project) : enquiry.projectName, project?.listed ? url(project.path) : undefined],
    ['Locality', [enquiry.locality, enquiry.city].filter(Boolean).join(', ')],
    ['Intent', enquiry.intent],
    ['Form', enquiry.source],
    sentFromRow(enquiry.pagePath, url),
    ...cameFromRows(enquiry),
    ['Repeat enquiry', enquiry.repeatOfId ? 'This buyer asked before: see the open lead' : null],
    ['Possible spam', enquiry.spam ? 'Yes: a hidden field was filled or the form was sent too fast' : null],
    ['Lead on the staff page', url(`/admin/enquiries/${leadId}`), url(`/admin/enquiries/${leadId}`)],
  ];
  return { to, subject, replyTo: enquiry.email ?? undefined, ...render(rows, `${kind} from ${enquiry.name} via the website.`) };
}

/**
 * What the buyer gets back: what they asked about (the project by its listed name, linked) and when
 * to expect a call. A project the site no longer lists keeps the name the buyer saw, with no link.
 * The privacy link (lib/consent/privacy-link.ts) lets them stop marketing or ask for erasure.
 */
export function buyerConfirmation(enquiry: Enquiry, { siteUrl, privacyLink }: { siteUrl: string; privacyLink: string }): MailMessage {
  const project = askedProject(enquiry);
  const listed = project?.listed ? project : null;
  const about = listed?.name ?? enquiry.projectName ?? enquiry.locality ?? enquiry.city ?? 'your property search';
  const visit = enquiry.intent === 'site-visit' ? visitLine(enquiry) : null;
  const rows: Row[] = [
    ['You asked about', about, listed ? new URL(listed.path, siteUrl).toString() : undefined],
    ['Your site visit', visit],
    ['Your message', enquiry.message],
    ['What happens next', `An advisor will call you on ${enquiry.phone ?? 'the number you gave'} within our working hours (${site.officeHours}).`],
    ['Call us', site.phone.display, `tel:${site.phone.tel}`],
    ['Your privacy', 'Stop offers and new launches, or ask us to erase your details', privacyLink],
  ];
  return {
    to: enquiry.email ?? '',
    subject: oneLine(`${site.name}: we have your ${visit ? 'site visit request' : 'enquiry'} about ${about}`),
    ...render(rows, `Dear ${enquiry.name}, thank you for contacting ${site.name}.`),
  };
}

/** A job application for the careers mailbox. */
export function careersEmail(application: JobApplication, { to }: { to: string }): MailMessage {
  const rows: Row[] = [
    ['Name', application.name],
    ['E-mail', application.email, `mailto:${application.email}`],
    ['Department', application.department],
    ['Position', application.position],
    ['About', application.about],
    ['Possible spam', application.spam ? 'Yes' : null],
  ];
  return {
    to,
    replyTo: application.email,
    subject: oneLine(`${application.spam ? 'Possible spam: ' : ''}Job application: ${application.name} · ${application.position}`),
    ...render(rows, `A job application from ${application.name} via the careers page.`),
  };
}

const touchJson = (touch: StoredTouch) => ({ ...touch, at: touch.at?.toISOString() ?? null });

/**
 * The webhook's JSON body: the lead as the visitor sent it. Only fields fixed at creation go in,
 * so every retry of one delivery sends the same bytes, however staff have worked the lead since.
 */
export function webhookBody(enquiry: Enquiry): string {
  const fields = [
    'name', 'phone', 'email', 'message', 'source', 'intent', 'pagePath', 'projectId', 'projectDeveloper', 'projectName',
    'locality', 'city', 'shortlist', 'visitDate', 'visitSlot', 'visitors', 'repeatOfId', 'consent', 'spam',
  ] as const;
  const data = Object.fromEntries(fields.map((field) => [field, enquiry[field]]));
  const attribution = { first: touchJson(storedTouch(enquiry, 'first')), last: touchJson(storedTouch(enquiry, 'last')) };
  return JSON.stringify({
    type: 'enquiry.created',
    timestamp: enquiry.createdAt.toISOString(),
    data: { id: enquiry.id, createdAt: enquiry.createdAt.toISOString(), ...data, attribution },
  });
}
