import { SavedProjects } from '@/components/offline/saved-projects';
import { PageHero } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/site/page/seo';
import type { Metadata } from 'next';
import styles from './offline.module.css';

// What the service worker shows for a page this browser never saved while it has no connection.
export const metadata: Metadata = pageMetadata({
  title: 'Offline',
  description: 'You are offline. The projects you shortlisted or viewed on this device are still here.',
  path: '/offline',
  noindex: true,
});

export default function OfflinePage() {
  return (
    <>
      <PageHero
        title="You're offline"
        pathname="/offline"
        intro="This page is not saved on this device yet. The pages you opened while online still open without a connection."
      />
      <section className="section">
        <div className="container">
          <div className={styles.body}>
            <noscript>
              <p>Your saved projects need JavaScript to show.</p>
            </noscript>
            <SavedProjects />
            <p>
              <a href="/shortlist">Open your shortlist</a> or try again once you are back online.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
