import { site } from '@/lib/site/config';
import { Link } from '@react-email/components';
import { MailLayout } from '../layout';
import type { MailMessage } from '../message';
import { Paragraph } from '../parts';
import { renderMail } from '../render';
import { givenName } from './given-name';

type Notice = {
  name: string;
  email: string;
  /** Where the buyer gave their details: "Facebook lead form “Spring offer”", "99acres", a partner's name. */
  sourceName: string;
  siteUrl: string;
};

function SourcePrivacyNotice({ name, sourceName, siteUrl }: Notice) {
  const yourData = new URL('/privacy/your-data', siteUrl).toString();
  const policy = new URL('/privacy-policy', siteUrl).toString();
  const intro = `You shared your contact details with ${sourceName}, who passed them to ${site.name} so that we can answer your interest in a property.`;
  return (
    <MailLayout preview={intro}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <Paragraph>
        {`We did not collect these details from you ourselves, so, as India's Digital Personal Data Protection Act asks, we are telling you that we hold them: the name ${givenName(name)} and the phone number, e-mail address and message you gave ${sourceName}. We use them only to contact you about properties, keep them no longer than our privacy policy says, and share them with no one else.`}
      </Paragraph>
      <Paragraph>
        {`You may ask us at any time to see, correct or erase what we hold, or to stop contacting you, at `}
        <Link href={yourData}>{yourData}</Link>
        {`, by replying to this e-mail, or by calling ${site.phone.display}.`}
      </Paragraph>
      <Paragraph>
        Our privacy policy: <Link href={policy}>{policy}</Link>
      </Paragraph>
      <Paragraph>{site.name}</Paragraph>
    </MailLayout>
  );
}

/** The privacy notice a buyer gets when their lead reaches us from a source other than our own site (DPDP). */
export function sourcePrivacyNoticeMail(notice: Notice): Promise<MailMessage> {
  return renderMail(<SourcePrivacyNotice {...notice} />, {
    to: notice.email,
    subject: `${site.name}: how we hold the details you gave ${notice.sourceName}`,
    replyTo: site.email,
  });
}
