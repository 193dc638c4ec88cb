import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LandingView } from '@/components/landing/landing-view';
import { getCities, getLandingSegments } from '@/lib/content';
import { citySegments, segmentPage } from '@/lib/landing/pages';
import { pageMetadata } from '@/lib/seo';

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
  const count = page.entries.length;
  return pageMetadata({
    title: `${page.heading}: ${count} ${count === 1 ? 'project' : 'projects'}`,
    description: `${count} ${page.noun} in ${page.city.name}, with prices, floor plans, RERA numbers and possession dates. Compare them and book a site visit with Nestora Realty.`,
    path: page.path,
  });
}

export default async function SegmentPage({ params }: Params) {
  const { cityName, segment } = await params;
  const page = segmentPage(cityName, segment);
  if (!page) notFound();
  const title = getLandingSegments().find((candidate) => candidate.slug === segment)?.title ?? segment;
  return <LandingView page={page} crumbLabels={{ [page.city.slug]: page.city.name, [segment]: title }} />;
}
