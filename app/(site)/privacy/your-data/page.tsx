import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import {
  MAX_CORRECTION_LENGTH,
  privacyKindLabels,
  privacyProblemMessages,
  privacyRequestKinds,
} from '@/lib/compliance/privacy/request-schema';
import { isMessageCode } from '@/lib/platform/text/message-for';
import { pageMetadata } from '@/lib/site/page/seo';
import type { Metadata } from 'next';
import styles from './your-data.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'Your data: access, correct or erase it',
  description: 'Ask Nestora Realty for a copy of your data, to correct or erase it, or withdraw your consent (DPDP Act, 2023).',
  path: '/privacy/your-data',
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The rights form: a plain POST that works without JavaScript. The answer is the same whether or not
 * we hold anything under the phone or e-mail given.
 */
export default async function YourDataPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const raw = Array.isArray(query.problems) ? query.problems[0] : query.problems;
  const problems = (raw ?? '').split(',').filter((code) => isMessageCode(privacyProblemMessages, code));
  return (
    <section className={`container ${styles.page}`}>
      <h1>Your data</h1>
      <p>
        Under India&apos;s Digital Personal Data Protection Act you may ask us for a copy of the data we hold about you, ask us to correct
        or erase it, or withdraw your consent. Give the phone number or e-mail address you used when you contacted us. With an e-mail
        address, we send a link to confirm the request is yours; with only a phone number, we call you to confirm. We answer within 30 days.
        See our <Link href="/privacy-policy">privacy policy</Link>.
      </p>
      {problems.length > 0 ? (
        <div role="alert">
          <p>
            <strong>Your request was not sent:</strong>
          </p>
          <ul className={styles.problems}>
            {problems.map((code) => (
              <li key={code}>{privacyProblemMessages[code]}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <form method="post" action="/privacy/your-data/request" className={styles.form}>
        <fieldset className={styles.kinds}>
          <legend>What would you like?</legend>
          {privacyRequestKinds.map((kind, index) => (
            <label key={kind} className={styles.choice}>
              <input type="radio" name="kind" value={kind} required defaultChecked={index === 0} />
              {privacyKindLabels[kind]}
            </label>
          ))}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor="privacy-email">E-mail address</label>
          <input
            id="privacy-email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            aria-describedby="privacy-contact-hint"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="privacy-phone">Phone number</label>
          <input id="privacy-phone" name="phone" type="tel" autoComplete="tel" maxLength={20} aria-describedby="privacy-contact-hint" />
          <p id="privacy-contact-hint" className={styles.hint}>
            Give at least one of the two, as you gave it to us.
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor="privacy-details">What should we correct?</label>
          <textarea
            id="privacy-details"
            name="details"
            rows={4}
            maxLength={MAX_CORRECTION_LENGTH}
            aria-describedby="privacy-details-hint"
          />
          <p id="privacy-details-hint" className={styles.hint}>
            Needed only for a correction.
          </p>
        </div>
        <div>
          <button type="submit" className="btn btn-primary">
            Send request
          </button>
        </div>
      </form>
    </section>
  );
}
