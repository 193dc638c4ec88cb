import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { GoBackButton } from '@/components/ui/go-back-button';
import { missingPage } from '@/lib/missing-page';
import { REQUEST_PATH_HEADER } from '@/lib/request-path';
import styles from './not-found.module.css';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

/** Every 404, including unknown projects and companies (their routes never render on demand). */
export default async function NotFound() {
  const missing = missingPage((await headers()).get(REQUEST_PATH_HEADER));

  if (missing.kind === 'project') {
    return (
      <section className={`container ${styles.notFound}`}>
        <h1>Project not found</h1>
        <p className={styles.hint}>
          Project not found. Developer: {missing.developer}, ID: {missing.projectId}
        </p>
        <div className={styles.actions}>
          <GoBackButton className="btn btn-primary" />
          <Link href="/project-details" className="btn btn-outline">
            Explore Properties
          </Link>
        </div>
      </section>
    );
  }

  if (missing.kind === 'company') {
    return (
      <section className={`container ${styles.notFound}`}>
        <h1>Company &quot;{missing.name}&quot; not found</h1>
        <p className={styles.hint}>Please check the URL or try again later</p>
        <div className={styles.actions}>
          <Link href="/project-details" className="btn btn-primary">
            Explore Properties
          </Link>
        </div>
      </section>
    );
  }

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
