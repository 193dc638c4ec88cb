'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import './globals.css';
import styles from './not-found.module.css';

type Props = { error: Error & { digest?: string }; reset: () => void };

/** A failure of the root layout itself: a complete page of its own, never a blank screen. */
export default function GlobalError({ error, reset }: Props) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en-IN">
      <body>
        <main className={`container ${styles.notFound}`}>
          <h1>Nestora Realty: sorry, something went wrong on our side.</h1>
          <p className={styles.hint}>Please try again in a moment.</p>
          <div className={styles.actions}>
            <button type="button" className="btn btn-primary" onClick={reset}>
              Try again
            </button>
            <Link href="/" className="btn btn-outline">
              Return to Home
            </Link>
          </div>
        </main>
      </body>
    </html>
  );
}
