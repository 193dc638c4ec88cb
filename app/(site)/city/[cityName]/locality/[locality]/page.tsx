import { LandingView } from '@/components/landing/landing-view';
import { getCities } from '@/lib/site/content';
import { cityLocalities, landingMetadata, localityPage } from '@/lib/site/landing/pages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

type Params = { params: Promise<{ cityName: string; locality: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getCities().flatMap((city) => cityLocalities(city).map((locality) => ({ cityName: city.slug, locality: locality.slug })));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { cityName, locality } = await params;
  const page = localityPage(cityName, locality);
  if (!page) return {};
  return landingMetadata(
    page,
    (count) =>
      `${count} ${count === 1 ? 'project' : 'projects'} in ${page.heading.replace(/^Projects in /, '')}, with prices, floor plans, RERA numbers and possession dates, from Nestora Realty.`,
  );
}

export default async function LocalityPage({ params }: Params) {
  const { cityName, locality } = await params;
  const page = localityPage(cityName, locality);
  if (!page) notFound();
  return <LandingView page={page} />;
}
