import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import { safeBackPath } from '@/lib/intake/forms/form-redirect';
import { site } from '@/lib/site/config';
import type { Metadata } from 'next';
import styles from '../result.module.css';

export const metadata: Metadata = {
  title: 'Thank you',
  robots: { index: false, follow: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Where a form sent without JavaScript lands after it was stored. */
export default async function ThankYouPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const application = first(query.kind) === 'application';
  const back = safeBackPath(first(query.back));

  return (
    <section className={`container ${styles.result}`}>
      <p className={styles.icon} aria-hidden="true">
        ✓
      </p>
      <h1>{application ? 'Application Submitted Successfully!' : 'Enquiry submitted successfully!'}</h1>
      <p>
        {application
          ? 'Thank you for your interest in joining Nestora Realty. Our team will review your application and contact you by e-mail.'
          : 'Thank you for contacting Nestora Realty. A property consultant will get back to you within one working day.'}
      </p>
      <p className={styles.contact}>
        Need an answer sooner? Call us on <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>.
      </p>
      <div className={styles.actions}>
        {back ? (
          <Link href={back} className="btn btn-primary">
            Back to the previous page
          </Link>
        ) : null}
        <Link href="/" className={back ? 'btn btn-outline' : 'btn btn-primary'}>
          Return to Home
        </Link>
      </div>
    </section>
  );
}
