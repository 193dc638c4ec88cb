import { ProjectGrid } from '@/components/listing/project-grid';
import { LocalityPriceTrend } from '@/components/price-charts/locality-price-trend';
import { DeferredContactModalButton as ContactModalButton } from '@/components/ui/deferred-widgets';
import { JsonLd } from '@/components/ui/json-ld';
import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import { PageHero } from '@/components/ui/page-hero';
import { env } from '@/lib/platform/env';
import type { LandingPage } from '@/lib/site/landing/pages';
import { projectPath } from '@/lib/site/page/paths';
import { itemListJsonLd } from '@/lib/site/page/seo';
import { slugify } from '@/lib/site/page/slug';
import styles from './landing.module.css';
import { LocalityMap, LocalityOverview } from './locality-overview';
import { NearbyLocalities } from './nearby-localities';

// As on the city pages: a page of cards, and the filtered listing for the rest and for refining.
const PROJECTS_SHOWN = 24;

/** A landing page: what and where with its count, the projects (listed for search engines too), and the way on. */
export function LandingView({ page }: { page: LandingPage }) {
  const shown = page.entries.slice(0, PROJECTS_SHOWN);
  const count = page.entries.length;
  return (
    <>
      <PageHero
        title={page.heading}
        pathname={page.path}
        crumbLabels={page.crumbLabels}
        intro={`${count} ${count === 1 ? page.noun.replace(/projects/, 'project') : page.noun} in ${page.city.name}, from the developers we work with.`}
      />
      {page.locality && <LocalityOverview locality={page.locality} />}
      {page.locality?.facts.pricePerSqft && (
        // Only where the locality's floor plans have a rate: there is nothing to trend elsewhere.
        <section className="section" aria-labelledby="locality-price-trend">
          <div className="container">
            <h2 id="locality-price-trend">Price per sq ft in {page.locality.name}, by quarter</h2>
            <LocalityPriceTrend citySlug={page.city.slug} localitySlug={slugify(page.locality.name)} locality={page.locality.name} />
          </div>
        </section>
      )}
      <section className={page.locality ? 'section section-alt' : 'section'} aria-labelledby="landing-projects">
        <div className="container">
          <h2 id="landing-projects" className={page.locality ? undefined : 'visually-hidden'}>
            {page.heading}
          </h2>
          <ProjectGrid entries={shown} preloadFirst />
          <p className={styles.refine}>
            <Link href={page.listing} className="btn btn-outline">
              {count > shown.length ? `See all ${count} and refine` : 'Refine by budget, size and more'}
            </Link>
          </p>
        </div>
      </section>
      {page.locality && <LocalityMap locality={page.locality} entries={page.entries} />}
      {page.locality && <NearbyLocalities locality={page.locality} />}
      <section className="section section-alt" aria-labelledby="landing-enquiry">
        <div className={`container ${styles.cta}`}>
          <h2 id="landing-enquiry">Not sure which one fits?</h2>
          <p>Tell us your budget and timeline; an advisor who knows {page.locality?.name ?? page.city.name} will call you back.</p>
          <ContactModalButton
            label="Talk to an advisor"
            title={page.heading}
            className="btn btn-accent"
            source="city-page"
            context={{ city: page.city.name, locality: page.locality?.name }}
          />
        </div>
      </section>
      <JsonLd
        data={itemListJsonLd(
          page.heading,
          shown.map((entry) => ({ name: entry.project.name, path: projectPath(entry.developerKey, entry.project.id) })),
          env().SITE_URL,
        )}
      />
    </>
  );
}
