import { listingHref, parseListingSearch } from './query';

/**
 * The one address of the listing view a query string asks for: its filters in a fixed order, defaults, repeated
 * values and every parameter the listing does not read (utm_*, gclid, …) left out. Two addresses with the same
 * canonical address show the same listing. The production server keys its page cache on it (server/page-cache.ts,
 * through the bundle server/listing-url-bundle.ts makes of this file at build time).
 */
export function canonicalListingUrl(search: string): string {
  return listingHref(parseListingSearch(new URLSearchParams(search)));
}
