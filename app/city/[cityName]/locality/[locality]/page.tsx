import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LandingView } from '@/components/landing/landing-view';
import { getCities } from '@/lib/content';
import { cityLocalities, localityPage } from '@/lib/landing/pages';
import { pageMetadata } from '@/lib/seo';

type Params = { params: Promise<{ cityName: string; locality: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getCities().flatMap((city) => cityLocalities(city).map((locality) => ({ cityName: city.slug, locality: locality.slug })));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { cityName, locality } = await params;
  const page = localityPage(cityName, locality);
  if (!page) return {};
  const count = page.entries.length;
  return pageMetadata({
    title: `${page.heading}: ${count} ${count === 1 ? 'project' : 'projects'}`,
    description: `${count} ${count === 1 ? 'project' : 'projects'} in ${page.heading.replace(/^Projects in /, '')}, with prices, floor plans, RERA numbers and possession dates, from Nestora Realty.`,
    path: page.path,
  });
}

export default async function LocalityPage({ params }: Params) {
  const { cityName, locality } = await params;
  const page = localityPage(cityName, locality);
  if (!page) notFound();
  const name = cityLocalities(page.city).find((candidate) => candidate.slug === locality)?.name ?? locality;
  return <LandingView page={page} crumbLabels={{ [page.city.slug]: page.city.name, [locality]: name }} />;
}
