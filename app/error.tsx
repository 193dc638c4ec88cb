'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import styles from './not-found.module.css';

type Props = { error: Error & { digest?: string }; reset: () => void };

/** An unexpected failure inside a page: the site's header and footer stay, with a way on. */
export default function PageError({ error, reset }: Props) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className={`container ${styles.notFound}`}>
      <h1>Sorry, something went wrong on our side.</h1>
      <p className={styles.hint}>Please try again in a moment. You can also call or WhatsApp us at any time.</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={reset}>
          Try again
        </button>
        <Link href="/" className="btn btn-outline">
          Return to Home
        </Link>
      </div>
    </section>
  );
}
