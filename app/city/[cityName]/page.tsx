import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProjectGrid } from '@/components/listing/project-grid';
import { PageHero } from '@/components/ui/page-hero';
import { findCity, getCities, getCityProjects } from '@/lib/content';

type Params = { params: Promise<{ cityName: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getCities().map((city) => ({ cityName: city.slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const city = findCity((await params).cityName);
  if (!city) return {};
  return {
    title: `New Projects & Property in ${city.name}`,
    description: `New residential and commercial projects in ${city.name}: ${city.description}`,
    alternates: { canonical: `/city/${city.slug}` },
  };
}

export default async function CityPage({ params }: Params) {
  const city = findCity((await params).cityName);
  if (!city) notFound();
  const entries = getCityProjects(city.slug);
  const residential = entries.filter((entry) => entry.kind === 'residential');
  const commercial = entries.filter((entry) => entry.kind === 'commercial');
  return (
    <>
      <PageHero title={`Property in ${city.name}`} pathname={`/city/${city.slug}`} intro={city.description} />
      <section className="section">
        <div className="container">
          <h2>Residential projects in {city.name}</h2>
          <p className="section-count">
            {residential.length} projects
          </p>
          <ProjectGrid entries={residential} emptyText={`No residential projects listed in ${city.name} yet.`} />
        </div>
      </section>
      <section className="section section-alt">
        <div className="container">
          <h2>Commercial projects in {city.name}</h2>
          <p className="section-count">
            {commercial.length} projects
          </p>
          <ProjectGrid entries={commercial} emptyText={`No commercial projects listed in ${city.name} yet.`} />
        </div>
      </section>
    </>
  );
}
