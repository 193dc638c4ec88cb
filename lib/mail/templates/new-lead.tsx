import type { Lead } from '@/lib/generated/prisma/client';
import { isSitePath } from '@/lib/site/page/paths';
import { askedProject, askedProjectText } from '@/lib/site/project/asked-project';
import { telHref, whatsappHref } from '@/lib/site/page/reach-links';
import { MailLayout } from '../layout';
import type { MailMessage } from '../message';
import { DetailsTable, Paragraph, type Detail } from '../parts';
import { renderMail } from '../render';
import { asked, cameFromDetails, oneLine, visitLine } from './lead-details';

/**
 * The page the enquiry was sent from, linked. A stored path that is not one of this site's (a row stored before
 * issue 39 checked it) is shown as text, never made into a link to wherever it resolves.
 */
function sentFrom(pagePath: string | null, url: (path: string) => string): Detail {
  if (!pagePath) return { label: 'Sent from', value: null };
  return isSitePath(pagePath) ? { label: 'Sent from', value: url(pagePath), href: url(pagePath) } : { label: 'Sent from', value: pagePath };
}

const kindOf = (enquiry: Lead) => (enquiry.intent === 'site-visit' ? 'Site visit request' : 'New enquiry');

function NewLead({ enquiry, siteUrl }: { enquiry: Lead; siteUrl: string }) {
  const project = askedProject(enquiry);
  const url = (path: string) => new URL(path, siteUrl).toString();
  const leadUrl = url(`/admin/leads/${enquiry.repeatOfId ?? enquiry.id}`);
  const phone = enquiry.phone;
  const details: Detail[] = [
    { label: 'Name', value: enquiry.name },
    { label: 'Phone', value: phone, href: phone ? telHref(phone) : undefined },
    { label: 'WhatsApp', value: phone ? `Message ${phone} on WhatsApp` : null, href: phone ? whatsappHref(phone) : undefined },
    { label: 'E-mail', value: enquiry.email, href: enquiry.email ? `mailto:${enquiry.email}` : undefined },
    { label: 'Message', value: enquiry.message },
    { label: 'Site visit', value: visitLine(enquiry) },
    { label: 'Project', value: project ? askedProjectText(project) : enquiry.projectName, href: project?.listed ? url(project.path) : undefined },
    { label: 'Locality', value: [enquiry.locality, enquiry.city].filter(Boolean).join(', ') },
    { label: 'Intent', value: enquiry.intent },
    { label: 'Form', value: enquiry.source },
    sentFrom(enquiry.pagePath, url),
    ...cameFromDetails(enquiry),
    { label: 'Repeat enquiry', value: enquiry.repeatOfId ? 'This buyer asked before: see the open lead' : null },
    { label: 'Possible spam', value: enquiry.spam ? 'Yes: a hidden field was filled or the form was sent too fast' : null },
    { label: 'Lead on the staff page', value: leadUrl, href: leadUrl },
  ];
  const intro = `${kindOf(enquiry)} from ${enquiry.name} via the website.`;
  return (
    <MailLayout preview={intro}>
      <Paragraph>{intro}</Paragraph>
      <DetailsTable details={details} />
    </MailLayout>
  );
}

/** The advisors' e-mail for a new lead: every field, with links to call, message, and open the lead. */
export function leadEmail(enquiry: Lead, { siteUrl, to }: { siteUrl: string; to: string }): Promise<MailMessage> {
  const phone = enquiry.phone ? ` · ${enquiry.phone}` : '';
  const subject = oneLine(`${enquiry.spam ? 'Possible spam: ' : ''}${kindOf(enquiry)}: ${enquiry.name} · ${asked(enquiry, askedProject(enquiry))}${phone}`);
  return renderMail(<NewLead enquiry={enquiry} siteUrl={siteUrl} />, { to, subject, replyTo: enquiry.email ?? undefined });
}
