import { db } from '@/lib/platform/db';
import { localityPriceTrend } from '@/lib/site/catalogue/price-history';
import { localityPlaces } from '@/lib/site/landing/pages';
import { localityPath } from '@/lib/site/page/paths';

// Read per request from the price records: it changes with a publish, not with a build.
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ city: string; locality: string }> };

/** A locality's median price per sq ft by quarter, from our own price history (the locality page's trend). */
export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const { city, locality } = await params;
  const path = localityPath(decodeURIComponent(city), decodeURIComponent(locality));
  const place = localityPlaces().find((candidate) => candidate.path === path);
  if (!place) return Response.json({ error: 'No such locality' }, { status: 404 });
  const trend = await localityPriceTrend(await db(), place.name);
  return Response.json({ locality: place.name, city: place.cityName, trend }, { headers: { 'Cache-Control': 'public, max-age=3600' } });
}
