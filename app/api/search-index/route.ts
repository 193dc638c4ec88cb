import { getSearchIndex } from '@/lib/site/search/server';

// Built once into a static file from data/: the search box fetches it when it first gets focus.
export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(getSearchIndex());
}
