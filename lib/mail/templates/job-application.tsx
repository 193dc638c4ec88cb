import type { JobApplication } from '@/lib/generated/prisma/client';
import { MailLayout } from '../layout';
import type { MailMessage } from '../message';
import { DetailsTable, Paragraph, type Detail } from '../parts';
import { renderMail } from '../render';
import { oneLine } from './lead-details';

function JobApplicationMail({ application }: { application: JobApplication }) {
  const details: Detail[] = [
    { label: 'Name', value: application.name },
    { label: 'E-mail', value: application.email, href: `mailto:${application.email}` },
    { label: 'Department', value: application.department },
    { label: 'Position', value: application.position },
    { label: 'About', value: application.about },
    { label: 'Possible spam', value: application.spam ? 'Yes' : null },
  ];
  const intro = `A job application from ${application.name} via the careers page.`;
  return (
    <MailLayout preview={intro}>
      <Paragraph>{intro}</Paragraph>
      <DetailsTable details={details} />
    </MailLayout>
  );
}

/** A job application for the careers mailbox. */
export function careersEmail(application: JobApplication, { to }: { to: string }): Promise<MailMessage> {
  return renderMail(<JobApplicationMail application={application} />, {
    to,
    replyTo: application.email,
    subject: oneLine(`${application.spam ? 'Possible spam: ' : ''}Job application: ${application.name} · ${application.position}`),
  });
}
