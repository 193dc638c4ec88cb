import type { Metadata } from 'next';
import { ShortlistView } from '@/components/shortlist/shortlist-view';
import { PageHero } from '@/components/ui/page-hero';

export const metadata: Metadata = {
  title: 'My Shortlist',
  description: 'The projects you shortlisted on this device: compare them side by side or send them to an advisor.',
  alternates: { canonical: '/shortlist' },
  // A personal view: the list lives in the visitor's browser.
  robots: { index: false, follow: true },
};

export default function ShortlistPage() {
  return (
    <>
      <PageHero
        title="My Shortlist"
        pathname="/shortlist"
        intro="Projects you shortlisted on this device. No account needed: compare up to four or send them all to an advisor."
      />
      <section className="section">
        <div className="container">
          <noscript>
            <p>Your shortlist is kept by your browser and needs JavaScript to show. You can still browse all projects.</p>
          </noscript>
          <ShortlistView />
        </div>
      </section>
    </>
  );
}
