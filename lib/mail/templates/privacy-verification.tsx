import { site } from '@/lib/site/config';
import { MailLayout } from '../layout';
import type { MailMessage } from '../message';
import { ActionButton, Paragraph } from '../parts';
import { renderMail } from '../render';

/** `asked` is what they asked for, in the words of the rights form (its label for the request's kind). */
type Verification = { to: string; asked: string; link: string };

function PrivacyVerification({ asked: what, link }: Verification) {
  const asked = `Someone asked ${site.name}, giving this e-mail address: "${what}".`;
  return (
    <MailLayout preview={asked}>
      <Paragraph>{asked}</Paragraph>
      <Paragraph>If it was you, confirm the request within 24 hours with this link (it works once):</Paragraph>
      <ActionButton href={link} label="Confirm my request" textShowsOnlyLink />
      <Paragraph>
        If you have sent us an enquiry or applied for a job with us, our team will act on your confirmed request within 30 days. If you did
        not ask, ignore this mail and nothing will happen.
      </Paragraph>
    </MailLayout>
  );
}

/**
 * The mail that confirms a request came from the owner of the address. It reads the same whether or
 * not we hold anything under that address: the sender learns nothing from it they did not know.
 */
export function verificationMail(verification: Verification): Promise<MailMessage> {
  return renderMail(<PrivacyVerification {...verification} />, { to: verification.to, subject: 'Confirm your request about your data' });
}
