import { GoBackButton } from '@/components/ui/go-back-button';
import styles from '@/components/ui/notice-page.module.css';
import { MISSING_PATH_HEADER, missingPage } from '@/lib/site/page/missing-page';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';

export const metadata: Metadata = {
  title: 'Not found',
  robots: { index: false },
};

/** The 404 of an unknown project or company, naming what was asked for (SPEC section 8). */
export default async function MissingDetailNotFound() {
  const missing = missingPage((await headers()).get(MISSING_PATH_HEADER));

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
      <h1>Project not found</h1>
      {missing.kind === 'project' && (
        <p className={styles.hint}>
          Project not found. Developer: {missing.developer}, ID: {missing.projectId}
        </p>
      )}
      <div className={styles.actions}>
        <GoBackButton className="btn btn-primary" />
        <Link href="/project-details" className="btn btn-outline">
          Explore Properties
        </Link>
      </div>
    </section>
  );
}
