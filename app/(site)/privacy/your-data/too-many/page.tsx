import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import { parseWaitSeconds, waitText } from '@/lib/compliance/privacy/responses';
import type { Metadata } from 'next';
import styles from '../your-data.module.css';

export const metadata: Metadata = { title: 'Too many requests', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Where the rights form sends a request refused by a limit (lib/compliance/privacy/responses.ts): why, and how long to
 * wait. It says the same whether or not we hold anything about the phone or e-mail given.
 */
export default async function TooManyRequestsPage({ searchParams }: { searchParams: SearchParams }) {
  const seconds = parseWaitSeconds(first((await searchParams).wait));
  return (
    <section className={`container ${styles.page}`}>
      <h1>Too many requests</h1>
      <p>
        We have received several requests from you, or about the same phone number or e-mail address, in a short time.{' '}
        {seconds ? `Please wait ${waitText(seconds)} and send it again.` : 'Please wait a while and send it again.'}
      </p>
      <div className={styles.actions}>
        <Link href="/privacy/your-data" className="btn btn-primary">
          Back to the form
        </Link>
        <Link href="/" className="btn btn-outline">
          Return to Home
        </Link>
      </div>
    </section>
  );
}
