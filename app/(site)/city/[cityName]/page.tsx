import { DeveloperLogoGrid } from '@/components/listing/developer-logo-grid';
import { ProjectGrid } from '@/components/listing/project-grid';
import { DeferredContactModalButton as ContactModalButton } from '@/components/ui/deferred-widgets';
import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import { PageHero } from '@/components/ui/page-hero';
import sectionHeader from '@/components/ui/section-header.module.css';
import { SegmentedLinks } from '@/components/ui/segmented-links';
import { findCity, findCompany, getCities, getCityProjects } from '@/lib/site/content';
import { cityLocalities, citySegments } from '@/lib/site/landing/pages';
import { DEFAULT_QUERY, listingHref } from '@/lib/site/listing/query';
import { companyPath, localityPath } from '@/lib/site/page/paths';
import { pageMetadata } from '@/lib/site/page/seo';
import { deslugify } from '@/lib/site/page/slug';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import styles from '../cities.module.css';

type Params = { params: Promise<{ cityName: string }> };

// A city page is a hub: the first projects of each kind, then the listing filtered to the city for the rest.
// All of Gurgaon's ~90 cards on one page tripled its HTML and hydration work (Lighthouse TBT ~250 ms vs ~105 ms).
const PROJECTS_SHOWN_PER_KIND = 6;

export const dynamicParams = false;

export function generateStaticParams() {
  return getCities().map((city) => ({ cityName: city.slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const city = findCity((await params).cityName);
  if (!city) return {};
  return pageMetadata({
    title: `New Projects & Property in ${city.name}`,
    description: `New residential and commercial projects in ${city.name}: ${city.description}`,
    path: `/city/${city.slug}`,
  });
}

const countText = (count: number) => `${count} ${count === 1 ? 'project' : 'projects'}`;

type CountChip = { href: string; label: string; count: number };

/** Links with their project counts: the city's localities and its segment pages. */
function CountChips({ chips }: { chips: readonly CountChip[] }) {
  return (
    <ul className={styles.chips}>
      {chips.map((chip) => (
        <li key={chip.href}>
          <Link href={chip.href} className={styles.chip}>
            {chip.label}
            <span className={styles.chipCount}>{countText(chip.count)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default async function CityPage({ params }: Params) {
  const city = findCity((await params).cityName);
  if (!city) notFound();
  const entries = getCityProjects(city.slug);
  const developers = [...new Set(entries.map((entry) => entry.developerKey))].flatMap((key) => {
    const found = findCompany(key);
    return found ? [{ key: found.slug, name: found.company.name, logo: found.company.logo, href: companyPath(found.slug) }] : [];
  });

  return (
    <>
      <PageHero title={`Property in ${city.name}`} pathname={`/city/${city.slug}`} intro={city.description} />
      <section className="section" aria-labelledby="localities-title">
        <div className="container">
          <h2 id="localities-title">Localities in {city.name}</h2>
          <CountChips
            chips={cityLocalities(city).map((locality) => ({
              href: localityPath(city.slug, locality.name),
              label: locality.name,
              count: locality.count,
            }))}
          />
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="segments-title">
        <div className="container">
          <h2 id="segments-title">Browse property in {city.name}</h2>
          <CountChips
            chips={citySegments(city).map((segment) => ({
              href: `/city/${city.slug}/${segment.slug}`,
              label: segment.title,
              count: segment.count,
            }))}
          />
        </div>
      </section>
      <section className="section" aria-labelledby="developers-title">
        <div className="container">
          <h2 id="developers-title">Developers active in {city.name}</h2>
          <p className="section-count">{developers.length} developers</p>
          <DeveloperLogoGrid tiles={developers} />
        </div>
      </section>
      {(['residential', 'commercial'] as const).map((kind, index) => {
        const ofKind = entries.filter((entry) => entry.kind === kind);
        return (
          <section key={kind} className={index === 0 ? 'section section-long section-alt' : 'section section-long'}>
            <div className="container">
              <div className={sectionHeader.withAside}>
                <div>
                  <h2>
                    {deslugify(kind)} projects in {city.name}
                  </h2>
                  <p className="section-count">{ofKind.length} projects</p>
                </div>
                {ofKind.length > 0 && (
                  <SegmentedLinks
                    label={`View ${kind} projects in ${city.name}`}
                    links={[
                      { label: 'List', href: `/city/${city.slug}`, current: true },
                      {
                        label: 'Map',
                        href: listingHref({ ...DEFAULT_QUERY, type: kind, cities: [city.name], view: 'map' }),
                        current: false,
                      },
                    ]}
                  />
                )}
              </div>
              <ProjectGrid
                entries={ofKind.slice(0, PROJECTS_SHOWN_PER_KIND)}
                emptyText={`No ${kind} projects listed in ${city.name} yet.`}
              />
              {ofKind.length > PROJECTS_SHOWN_PER_KIND && (
                <p className={styles.seeAll}>
                  <Link href={listingHref({ ...DEFAULT_QUERY, type: kind, cities: [city.name] })} className="btn btn-outline">
                    See all {ofKind.length} {kind} projects in {city.name}
                  </Link>
                </p>
              )}
            </div>
          </section>
        );
      })}
      <section className="section section-alt" aria-labelledby="city-enquiry-title">
        <div className={`container ${styles.cta}`}>
          <h2 id="city-enquiry-title">Looking for property in {city.name}?</h2>
          <p>Tell us your budget and timeline; an advisor who knows {city.name} will call you back.</p>
          <ContactModalButton
            label={`Enquire about ${city.name}`}
            title={`Property in ${city.name}`}
            className="btn btn-accent"
            source="city-page"
            context={{ city: city.name }}
          />
        </div>
      </section>
    </>
  );
}
