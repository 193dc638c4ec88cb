import { PrivacyChoiceForms } from '@/components/privacy/privacy-choice-forms';
import styles from '@/components/privacy/privacy-choices.module.css';
import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import { PRIVACY_LINK_DAYS, readPrivacyLinkToken } from '@/lib/compliance/consent/privacy-link';
import { messageFor } from '@/lib/platform/text/message-for';
import { site } from '@/lib/site/config';
import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: 'Your privacy choices',
  robots: { index: false, follow: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const results: Record<string, { title: string; text: string }> = {
  'withdraw-marketing': {
    title: 'You will get no more offers from us',
    text: 'We have recorded that you withdrew your consent to marketing. We will still answer the enquiry you sent.',
  },
  erasure: {
    title: 'We have your request to erase your details',
    text: 'Our team will erase your details, except what a law requires us to keep, and let you know when it is done.',
  },
  gone: { title: 'We no longer hold this enquiry', text: 'There is nothing left for us to change.' },
  used: {
    title: 'This link has already been used for that choice',
    text: 'We recorded it the first time. To ask us anything else about your data, use the page below.',
  },
  expired: {
    title: 'This link has expired',
    text: `The link in our e-mail works for ${PRIVACY_LINK_DAYS} days. You can still ask us through the page below.`,
  },
  invalid: { title: 'This link is not valid', text: 'Please use the link in our e-mail as it is, or ask us through the page below.' },
  unavailable: { title: 'We could not record your choice just now', text: 'Please try again in a moment.' },
};

/**
 * Where the link in a buyer's confirmation mail leads. Opening it changes nothing (mail scanners follow
 * links); the buyer confirms with a button.
 */
export default async function PrivacyChoicesPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const done = first(query.done);
  const token = first(query.token) ?? '';
  const link = readPrivacyLinkToken(token);
  const result = messageFor(results, done) ?? (link.ok ? undefined : results[link.reason]);

  return (
    <section className={`container ${styles.page}`}>
      {result ? (
        <>
          <h1>{result.title}</h1>
          <p>{result.text}</p>
        </>
      ) : (
        <>
          <h1>Your choices about your enquiry</h1>
          <p>Choose what you would like us to do. Nothing changes until you press a button.</p>
          <PrivacyChoiceForms token={token} />
        </>
      )}
      <p>
        <Link href="/privacy/your-data">See, correct or erase your data</Link> · <Link href="/privacy-policy">Privacy notice</Link> ·
        Grievance Officer: <a href={`mailto:${site.email}`}>{site.email}</a>
      </p>
    </section>
  );
}
