import { LandingView } from '@/components/landing/landing-view';
import { getCities } from '@/lib/site/content';
import { citySegments, landingMetadata, segmentPage } from '@/lib/site/landing/pages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

type Params = { params: Promise<{ cityName: string; segment: string }> };

// Only the pages some project fits are built; any other segment is the site's 404, rendered from nothing on disk.
export const dynamicParams = false;

export function generateStaticParams() {
  return getCities().flatMap((city) => citySegments(city).map((segment) => ({ cityName: city.slug, segment: segment.slug })));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { cityName, segment } = await params;
  const page = segmentPage(cityName, segment);
  if (!page) return {};
  return landingMetadata(
    page,
    (count) =>
      `${count} ${page.noun} in ${page.city.name}, with prices, floor plans, RERA numbers and possession dates. Compare them and book a site visit with Nestora Realty.`,
  );
}

export default async function SegmentPage({ params }: Params) {
  const { cityName, segment } = await params;
  const page = segmentPage(cityName, segment);
  if (!page) notFound();
  return <LandingView page={page} />;
}
