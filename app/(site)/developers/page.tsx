import { DeveloperLogoGrid } from '@/components/listing/developer-logo-grid';
import { PageHero } from '@/components/ui/page-hero';
import { getLeadingDevelopers } from '@/lib/site/content';
import { pageMetadata } from '@/lib/site/page/seo';
import type { Metadata } from 'next';

export const metadata: Metadata = pageMetadata({
  title: 'Leading Real Estate Developers',
  description: 'The developers we work with directly in Gurgaon, Delhi and Noida, each with their projects.',
  path: '/developers',
});

export default function DevelopersPage() {
  const developers = getLeadingDevelopers();
  return (
    <>
      <PageHero
        title="Leading Real Estate Developers"
        pathname="/developers"
        intro="The NCR's most trusted builders. Choose one to see its projects; each opens in a new tab."
      />
      <section className="section">
        <div className="container">
          <p className="section-count">{developers.length} developers</p>
          <DeveloperLogoGrid
            tiles={developers.map((developer) => ({
              key: developer.id,
              name: developer.name,
              logo: developer.image,
              href: developer.url,
            }))}
          />
        </div>
      </section>
    </>
  );
}
