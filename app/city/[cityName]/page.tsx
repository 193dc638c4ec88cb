import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProjectGrid } from '@/components/listing/project-grid';
import { PageHero } from '@/components/ui/page-hero';
import { findCity, getCities, getCityProjects } from '@/lib/content';
import { deslugify } from '@/lib/slug';

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
  return (
    <>
      <PageHero title={`Property in ${city.name}`} pathname={`/city/${city.slug}`} intro={city.description} />
      {(['residential', 'commercial'] as const).map((kind, index) => {
        const ofKind = entries.filter((entry) => entry.kind === kind);
        return (
          <section key={kind} className={index === 0 ? 'section' : 'section section-alt'}>
            <div className="container">
              <h2>
                {deslugify(kind)} projects in {city.name}
              </h2>
              <p className="section-count">{ofKind.length} projects</p>
              <ProjectGrid entries={ofKind} emptyText={`No ${kind} projects listed in ${city.name} yet.`} />
            </div>
          </section>
        );
      })}
    </>
  );
}
