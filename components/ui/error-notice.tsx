'use client';

import styles from './notice-page.module.css';

type Props = { reset: () => void; heading: string };

/**
 * What app/(site)/error.tsx and app/global-error.tsx show: an apology, 'Try again' and a way home. The error itself
 * is logged by Next.js (its onCaughtError writes it to the console), so this needs no code of its own for it.
 */
export function ErrorNotice({ reset, heading }: Props) {
  return (
    <section className={`container ${styles.notFound}`}>
      <h1>{heading}</h1>
      <p className={styles.hint}>Please try again in a moment. You can also call or WhatsApp us at any time.</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={reset}>
          Try again
        </button>
        {/* A plain link: after a failure, a full load of the home page starts from a clean state, and the root
            error boundary (app/global-error.tsx, outside the site's layout) does not put a second copy of next/link
            (3 KB gzipped) in every page's first load. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className="btn btn-outline">
          Return to Home
        </a>
      </div>
    </section>
  );
}
