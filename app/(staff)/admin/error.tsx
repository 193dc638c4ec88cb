'use client';

import styles from '@/components/ui/notice-page.module.css';
import Link from 'next/link';
import { useEffect } from 'react';

type Props = { error: Error & { digest?: string }; reset: () => void };

/** An unexpected failure inside a staff page: the staff header stays, with a way on. */
export default function StaffError({ error, reset }: Props) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className={`container ${styles.notFound}`}>
      <h1>Sorry, something went wrong on our side.</h1>
      <p className={styles.hint}>Please try again in a moment; if it keeps happening, tell the site&apos;s administrator.</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={reset}>
          Try again
        </button>
        <Link href="/admin/leads" className="btn btn-outline" prefetch={false}>
          Back to leads
        </Link>
      </div>
    </section>
  );
}
