import type { Lead } from '@/lib/generated/prisma/client';
import { site } from '@/lib/site/config';
import { askedProject } from '@/lib/site/project/asked-project';
import { MailLayout } from '../layout';
import type { MailMessage } from '../message';
import { DetailsTable, Paragraph, type Detail } from '../parts';
import { renderMail } from '../render';
import { givenName } from './given-name';
import { oneLine, visitLine } from './lead-details';

type Links = { siteUrl: string; privacyLink: string };

/** What the buyer asked about: the project as the site lists it, else what they sent. */
function aboutOf(lead: Lead) {
  const project = askedProject(lead);
  const listed = project?.listed ? project : null;
  return { listed, about: listed?.name ?? lead.projectName ?? lead.locality ?? lead.city ?? 'your property search' };
}

const visitOf = (lead: Lead) => (lead.intent === 'site-visit' ? visitLine(lead) : null);

function BuyerConfirmation({ lead, siteUrl, privacyLink }: Links & { lead: Lead }) {
  const { listed, about } = aboutOf(lead);
  const details: Detail[] = [
    { label: 'Your name', value: givenName(lead.name) },
    { label: 'You asked about', value: about, href: listed ? new URL(listed.path, siteUrl).toString() : undefined },
    { label: 'Your site visit', value: visitOf(lead) },
    { label: 'Your message', value: lead.message },
    {
      label: 'What happens next',
      value: `An advisor will call you on ${lead.phone ?? 'the number you gave'} within our working hours (${site.officeHours}).`,
    },
    { label: 'Call us', value: site.phone.display, href: `tel:${site.phone.tel}` },
    { label: 'Your privacy', value: 'Stop offers and new launches, or ask us to erase your details', href: privacyLink },
  ];
  const intro = `Thank you for contacting ${site.name}.`;
  return (
    <MailLayout preview={intro}>
      <Paragraph>{intro}</Paragraph>
      <DetailsTable details={details} />
    </MailLayout>
  );
}

/**
 * What the buyer gets back: what they asked about (the project by its listed name, linked) and when
 * to expect a call. A project the site no longer lists keeps the name the buyer saw, with no link.
 * The privacy link (lib/compliance/consent/privacy-link.ts) lets them stop marketing or ask for erasure.
 */
export function buyerConfirmation(lead: Lead, links: Links): Promise<MailMessage> {
  const subject = oneLine(`${site.name}: we have your ${visitOf(lead) ? 'site visit request' : 'enquiry'} about ${aboutOf(lead).about}`);
  return renderMail(<BuyerConfirmation lead={lead} {...links} />, { to: lead.email ?? '', subject });
}
