import { getAllProjectEntries } from '@/lib/site/content';
import { toShortlistCard } from '@/lib/site/shortlist/card';

// Built once into a static file: the shortlist page and the recently viewed strip fetch it
// instead of every page shipping the 105 cards.
export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(getAllProjectEntries().map(toShortlistCard));
}
