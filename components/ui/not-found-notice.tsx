import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import styles from './notice-page.module.css';

/** The SPEC's 404 text with ways back into the site. */
export function NotFoundNotice() {
  return (
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
  );
}
