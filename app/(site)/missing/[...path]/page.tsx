import { GoBackButton } from '@/components/ui/go-back-button';
import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import styles from '@/components/ui/notice-page.module.css';
import { MISSING_PATH_HEADER, missingPage } from '@/lib/site/page/missing-page';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';

export const metadata: Metadata = {
  title: 'Not found',
  robots: { index: false },
};

/**
 * The 404 of an unknown project or company, naming what was asked for (SPEC section 8), with the site's not-found
 * text and its ways back. proxy.ts rewrites such an address here with status 404 (lib/site/page/missing-page-rewrite.ts).
 * The page renders it rather than calling notFound(): this route renders per request, and a notFound() thrown in a
 * render per request sends a document with an empty <body> whose 404 only JavaScript draws (vercel/next.js#62228).
 */
export default async function MissingDetailPage() {
  const missingPath = (await headers()).get(MISSING_PATH_HEADER);
  // Only proxy.ts's rewrite comes here; it answers any other visit with the site's plain 404 first.
  if (!missingPath) notFound();
  const missing = missingPage(missingPath);

  return (
    <section className={`container ${styles.notFound}`}>
      {missing.kind === 'company' ? (
        <>
          <h1>Company &quot;{missing.name}&quot; not found</h1>
          <p className={styles.hint}>Please check the URL or try again later</p>
        </>
      ) : (
        <>
          <h1>Project not found</h1>
          {missing.kind === 'project' && (
            <p className={styles.hint}>
              Project not found. Developer: {missing.developer}, ID: {missing.projectId}
            </p>
          )}
        </>
      )}
      <p>Oops! The page you&apos;re looking for doesn&apos;t exist.</p>
      <div className={styles.actions}>
        {missing.kind !== 'company' && <GoBackButton className="btn btn-primary" />}
        <Link href="/" className={`btn ${missing.kind === 'company' ? 'btn-primary' : 'btn-outline'}`}>
          Return to Home
        </Link>
        <Link href="/project-details" className="btn btn-outline">
          Explore Properties
        </Link>
      </div>
    </section>
  );
}
