import '@/lib/platform/validation/jitless';

import { z } from 'zod';
import { MAX_QUERY_LENGTH } from './text';

/** A /search request as the server reads it: whatever arrives, a plain query of at most MAX_QUERY_LENGTH characters. */
export interface SearchRequest {
  query: string;
  /** The query was cut to MAX_QUERY_LENGTH characters. */
  truncated: boolean;
}

const firstValue = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (Array.isArray(value) ? value[0] : value) ?? '');

const searchParams = z.object({ q: firstValue, truncated: firstValue }).loose();

// Control and format characters (NUL, BEL, bidi overrides ...) are noise in a query and risky when shown.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]+/gu;

export function readSearchRequest(params: unknown): SearchRequest {
  const parsed = searchParams.safeParse(params);
  const raw = parsed.success ? parsed.data.q : '';
  const clean = raw.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  const characters = Array.from(clean);
  return {
    query: characters.slice(0, MAX_QUERY_LENGTH).join('').trim(),
    truncated: characters.length > MAX_QUERY_LENGTH || (parsed.success && parsed.data.truncated === '1'),
  };
}

/** The server-rendered results page of a query. */
export function searchResultsHref({ query, truncated }: SearchRequest): string {
  const params = new URLSearchParams({ q: query });
  if (truncated) params.set('truncated', '1');
  return `/search/results?${params}`;
}
