import type { Lead } from '@/lib/generated/prisma/client';
import { isSitePath } from '@/lib/site/page/paths';
import { telHref, whatsappHref } from '@/lib/site/page/reach-links';
import { askedProject, askedProjectText } from '@/lib/site/project/asked-project';
import { MailLayout } from '../layout';
import type { MailMessage } from '../message';
import { DetailsTable, Paragraph, type Detail } from '../parts';
import { renderMail } from '../render';
import { asked, cameFromDetails, oneLine, visitLine, type CameFrom } from './lead-details';

/**
 * The page the enquiry was sent from, linked. A stored path that is not one of this site's (a row stored before
 * issue 39 checked it) is shown as text, never made into a link to wherever it resolves.
 */
function sentFrom(pagePath: string | null, url: (path: string) => string): Detail {
  if (!pagePath) return { label: 'Sent from', value: null };
  return isSitePath(pagePath) ? { label: 'Sent from', value: url(pagePath), href: url(pagePath) } : { label: 'Sent from', value: pagePath };
}

const kindOf = (lead: Lead) => (lead.intent === 'site-visit' ? 'Site visit request' : 'New lead');

type NewLeadProps = { lead: Lead; siteUrl: string; cameFrom: CameFrom };

function NewLead({ lead, siteUrl, cameFrom }: NewLeadProps) {
  const project = askedProject(lead);
  const url = (path: string) => new URL(path, siteUrl).toString();
  const leadUrl = url(`/admin/leads/${lead.repeatOfId ?? lead.id}`);
  const phone = lead.phone;
  const details: Detail[] = [
    { label: 'Name', value: lead.name },
    { label: 'Phone', value: phone, href: phone ? telHref(phone) : undefined },
    { label: 'WhatsApp', value: phone ? `Message ${phone} on WhatsApp` : null, href: phone ? whatsappHref(phone) : undefined },
    { label: 'E-mail', value: lead.email, href: lead.email ? `mailto:${lead.email}` : undefined },
    { label: 'Message', value: lead.message },
    { label: 'Site visit', value: visitLine(lead) },
    {
      label: 'Project',
      value: project ? askedProjectText(project) : lead.projectName,
      href: project?.listed ? url(project.path) : undefined,
    },
    { label: 'Locality', value: [lead.locality, lead.city].filter(Boolean).join(', ') },
    { label: 'Intent', value: lead.intent },
    { label: 'Form', value: lead.source },
    sentFrom(lead.pagePath, url),
    ...cameFromDetails(cameFrom),
    { label: 'Repeat enquiry', value: lead.repeatOfId ? 'This buyer asked before: see the open lead' : null },
    { label: 'Possible spam', value: lead.spam ? 'Yes: a hidden field was filled or the form was sent too fast' : null },
    { label: 'Lead on the staff page', value: leadUrl, href: leadUrl },
  ];
  const intro = `${kindOf(lead)} from ${lead.name} via the website.`;
  return (
    <MailLayout preview={intro}>
      <Paragraph>{intro}</Paragraph>
      <DetailsTable details={details} />
    </MailLayout>
  );
}

/**
 * The advisors' e-mail for a new lead: every field, with links to call, message, and open the lead, and where it came
 * from as the caller read it from the lead's stored touches.
 */
export function leadEmail(
  lead: Lead,
  { siteUrl, to, cameFrom }: { siteUrl: string; to: string; cameFrom: CameFrom },
): Promise<MailMessage> {
  const phone = lead.phone ? ` · ${lead.phone}` : '';
  const subject = oneLine(
    `${lead.spam ? 'Possible spam: ' : ''}${kindOf(lead)}: ${lead.name} · ${asked(lead, askedProject(lead))}${phone}`,
  );
  return renderMail(<NewLead lead={lead} siteUrl={siteUrl} cameFrom={cameFrom} />, { to, subject, replyTo: lead.email ?? undefined });
}
