import type { Metadata } from 'next';
import Link from 'next/link';
import { SiteChrome } from '@/components/layout/site-chrome';
import styles from '@/components/ui/notice-page.module.css';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

/**
 * Any address no route answers. Only the root layout wraps this page, not the public site's, so it brings the
 * site's header and footer itself.
 */
export default function NotFound() {
  return (
    <SiteChrome>
      <section className={`container ${styles.notFound}`}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>Oops! The page you&apos;re looking for doesn&apos;t exist.</h1>
        <p className={styles.hint}>It may have moved, or the link may be mistyped. Let&apos;s get you back on track.</p>
        <div className={styles.actions}>
          <Link href="/" className="btn btn-primary">
            Return to Home
          </Link>
          <Link href="/project-details" className="btn btn-outline">
            Browse projects
          </Link>
        </div>
      </section>
    </SiteChrome>
  );
}
