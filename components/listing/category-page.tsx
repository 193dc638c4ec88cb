import { PageHero } from '@/components/ui/page-hero';
import { getCategoryDevelopers, type Category } from '@/lib/site/content';
import { companyPath } from '@/lib/site/page/paths';
import { pageMetadata } from '@/lib/site/page/seo';
import type { Metadata } from 'next';
import { DeveloperLogoGrid } from './developer-logo-grid';

const categoryCopy: Record<Category, { title: string; intro: string }> = {
  residential: {
    title: 'Residential Projects',
    intro: 'Apartments, villas and independent floors from the developers we trust most in Gurgaon, Delhi and Noida.',
  },
  commercial: {
    title: 'Commercial Projects',
    intro: 'Offices, retail and high-street shops from established developers, for investors and businesses.',
  },
  plots: {
    title: 'Residential Plots',
    intro: 'Freehold plots in licensed, gated townships: build your own home on your own timeline.',
  },
  sco: {
    title: 'SCO Plots',
    intro: 'Shop-cum-office plots: ground-floor retail with offices above, on busy sector roads.',
  },
};

export function categoryMetadata(category: Category): Metadata {
  const { title, intro } = categoryCopy[category];
  return pageMetadata({ title, description: intro, path: `/${category}` });
}

export function CategoryPage({ category }: { category: Category }) {
  const { title, intro } = categoryCopy[category];
  const developers = getCategoryDevelopers(category);
  return (
    <>
      <PageHero title={title} pathname={`/${category}`} intro={intro} />
      <section className="section">
        <div className="container">
          <h2 className="section-title">Choose a developer</h2>
          <p className="section-subtitle">
            {developers.length} {developers.length === 1 ? 'developer' : 'developers'} · each opens in a new tab
          </p>
          <DeveloperLogoGrid
            tiles={developers.map((developer) => ({
              key: developer.slug,
              name: developer.name,
              logo: developer.logo,
              href: companyPath(developer.slug),
            }))}
          />
        </div>
      </section>
    </>
  );
}
