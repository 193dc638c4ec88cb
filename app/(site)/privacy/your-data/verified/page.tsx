import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import type { Metadata } from 'next';
import styles from '../your-data.module.css';

export const metadata: Metadata = { title: 'Request confirmed', robots: { index: false, follow: false } };

export default function RequestVerifiedPage() {
  return (
    <section className={`container ${styles.page}`}>
      <h1>Request confirmed</h1>
      <p>Thank you. Our team will act on your request and answer within 30 days.</p>
      <div className={styles.actions}>
        <Link href="/" className="btn btn-outline">
          Return to Home
        </Link>
      </div>
    </section>
  );
}
