import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import type { Metadata } from 'next';
import styles from '../your-data.module.css';

export const metadata: Metadata = { title: 'Confirm your request', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Where the e-mailed link lands. Confirming is a button (a POST), not the visit itself, so a mail
 * scanner that opens links confirms nothing.
 */
export default async function VerifyRequestPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const token = first(query.token) ?? '';
  if (query.failed === '1' || token === '') {
    return (
      <section className={`container ${styles.page}`}>
        <h1>This link does not work</h1>
        <p>It may have expired (links last 24 hours) or been used already. You can send the request again.</p>
        <div className={styles.actions}>
          <Link href="/privacy/your-data" className="btn btn-primary">
            Send a new request
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className={`container ${styles.page}`}>
      <h1>Confirm your request</h1>
      <p>Confirm that you asked us about your data. Our team will then act on it within 30 days.</p>
      <form method="post" action="/privacy/your-data/verify/confirm" className={styles.actions}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="btn btn-primary">
          Confirm my request
        </button>
      </form>
    </section>
  );
}
