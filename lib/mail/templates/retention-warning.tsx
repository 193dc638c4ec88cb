import { formatIstLongDay } from '@/lib/platform/time/india';
import { site } from '@/lib/site/config';
import { Link } from '@react-email/components';
import { MailLayout } from '../layout';
import type { MailMessage } from '../message';
import { Paragraph } from '../parts';
import { renderMail } from '../render';
import { givenName } from './given-name';

type WarnedLead = { name: string; email: string; createdAt: Date };
type Notice = { siteUrl: string; months: number; noticeHours: number };

function RetentionWarning({ lead, siteUrl, months, noticeHours }: Notice & { lead: WarnedLead }) {
  const yourData = new URL('/privacy/your-data', siteUrl).toString();
  const policy = new URL('/privacy-policy', siteUrl).toString();
  const sent = `You sent ${site.name} an enquiry on ${formatIstLongDay(lead.createdAt)}.`;
  return (
    <MailLayout preview={sent}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        {`${sent} It was sent under the name ${givenName(lead.name)}. We have not been in touch about it for ${months} months, so, as our privacy policy says, we will erase it and your contact details ${noticeHours} hours after sending you this e-mail.`}
      </Paragraph>
      <Paragraph>
        {`If you would like us to keep it, reply to this e-mail or call ${site.phone.display} within those ${noticeHours} hours. To see or download what we hold about you first, visit `}
        <Link href={yourData}>{yourData}</Link>.
      </Paragraph>
      <Paragraph>
        Our privacy policy: <Link href={policy}>{policy}</Link>
      </Paragraph>
      <Paragraph>{site.name}</Paragraph>
    </MailLayout>
  );
}

/**
 * The notice a buyer gets 48 hours before their enquiry is erased, with how to keep it. It names no
 * date: the 48 hours run from its delivery, which a mail outage can put off after it was written.
 */
export function retentionWarningMail(lead: WarnedLead, notice: Notice): Promise<MailMessage> {
  return renderMail(<RetentionWarning lead={lead} {...notice} />, {
    to: lead.email,
    subject: `${site.name}: your enquiry will be erased in ${notice.noticeHours} hours`,
    replyTo: site.email,
  });
}
