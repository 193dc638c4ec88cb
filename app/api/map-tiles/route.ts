import { tileSettings } from '@/lib/site/map/tile-settings';

// Read per request, not frozen into the build: the project pages that show a map are prerendered,
// and a deploy changes tile provider by setting MAP_TILE_URL and restarting.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(tileSettings(), { headers: { 'Cache-Control': 'public, max-age=3600' } });
}
