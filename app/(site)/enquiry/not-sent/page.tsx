import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import { parseProblemCodes, safeBackPath } from '@/lib/intake/forms/form-redirect';
import { fieldMessages } from '@/lib/platform/validation/field-messages';
import { site, whatsappLink } from '@/lib/site/config';
import type { Metadata } from 'next';
import styles from '../result.module.css';

export const metadata: Metadata = {
  title: 'Your message was not sent',
  robots: { index: false, follow: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Lists what was wrong with a form sent without JavaScript, so the visitor can fix it. */
export default async function NotSentPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const codes = parseProblemCodes(first(query.errors));
  const problems = codes.length > 0 ? codes : (['form.invalid'] as const);
  const back = safeBackPath(first(query.back));

  return (
    <section className={`container ${styles.result}`}>
      <p className={`${styles.icon} ${styles.iconProblem}`} aria-hidden="true">
        !
      </p>
      <h1>Your message was not sent</h1>
      <p>Please go back, correct the following and send the form again:</p>
      <ul className={styles.problems}>
        {problems.map((code) => (
          <li key={code}>{fieldMessages[code]}</li>
        ))}
      </ul>
      <p className={styles.contact}>
        You can also call us on <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a> or{' '}
        <a href={whatsappLink(site.whatsapp.greeting)} target="_blank" rel="noopener noreferrer">
          message us on WhatsApp
        </a>
        .
      </p>
      <div className={styles.actions}>
        <Link href={back ?? '/contact-us'} className="btn btn-primary">
          Go back to the form
        </Link>
        <Link href="/" className="btn btn-outline">
          Return to Home
        </Link>
      </div>
    </section>
  );
}
