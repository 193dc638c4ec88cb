import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import type { Metadata } from 'next';
import styles from '../your-data.module.css';

export const metadata: Metadata = { title: 'Request received', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** What happens next; it depends only on what the person gave, never on what we hold. */
export default async function RequestSentPage({ searchParams }: { searchParams: SearchParams }) {
  const byEmail = (await searchParams).by === 'email';
  return (
    <section className={`container ${styles.page}`}>
      <h1>Request received</h1>
      {byEmail ? (
        <p>
          We have sent a link to the e-mail address you gave. Open it within 24 hours to confirm that the request is yours; we act on it
          only once it is confirmed, and answer within 30 days.
        </p>
      ) : (
        <p>We will call the number you gave to confirm that the request is yours, and answer within 30 days.</p>
      )}
      <div className={styles.actions}>
        <Link href="/" className="btn btn-outline">
          Return to Home
        </Link>
      </div>
    </section>
  );
}
