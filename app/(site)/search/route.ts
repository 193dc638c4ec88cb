import { readSearchRequest } from '@/lib/site/search/query-param';
import { searchDestination } from '@/lib/site/search/server';
import type { NextRequest } from 'next/server';

/**
 * The search form's target (it works without JavaScript). A route handler rather than a page
 * because a page's redirect() answers 307 and a query resolved to another URL is a 303 (See Other):
 * a requirement goes to the filtered listing, anything else to /search/results.
 */
export function GET(request: NextRequest): Response {
  const destination = searchDestination(readSearchRequest({ q: request.nextUrl.searchParams.getAll('q') }));
  return new Response(null, { status: 303, headers: { Location: destination } });
}
