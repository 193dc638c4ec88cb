import {
  findCity,
  getAllProjectEntries,
  getCities,
  getCityProjects,
  getLandingSegments,
  getTopLocalities,
  localitiesOf,
  perRevision,
} from '@/lib/site/content';
import type { City, Coordinates, ProjectEntry } from '@/lib/site/content/types';
import { filterEntries } from '@/lib/site/listing/filter';
import { entryKey } from '@/lib/site/listing/map-markers';
import { DEFAULT_QUERY, listingHref, type ListingQuery } from '@/lib/site/listing/query';
import { sortEntries } from '@/lib/site/listing/sort';
import { localityPath } from '@/lib/site/page/paths';
import { pageMetadata } from '@/lib/site/page/seo';
import { slugify } from '@/lib/site/page/slug';
import type { Metadata } from 'next';
import 'server-only';
import { localityFacts, nearestPlaces, type LocalityFacts } from './locality-facts';
import type { LandingSegment } from './segment-schema';

const NEARBY_SHOWN = 5;

/** A locality with a page, as other pages list it. */
export type LocalityPlace = { name: string; cityName: string; path: string; count: number; centre: Coordinates };

/** What only a locality page shows: its facts, its guide where the data has one, and the nearest localities. */
export type LocalityDetails = {
  name: string;
  facts: LocalityFacts;
  guide: string | null;
  nearby: (LocalityPlace & { distanceKm: number })[];
};

/** A landing page's content: what and where, its projects (the listing's order) and the listing that refines them. */
export type LandingPage = {
  city: City;
  path: string;
  /** 'in Gurgaon' pages: the heading, '3 BHK Apartments in Gurgaon'. */
  heading: string;
  /** What the count counts: 'projects with 3 BHK homes'. */
  noun: string;
  entries: ProjectEntry[];
  listing: string;
  /** Names for the breadcrumb's slugs: the city's and the page's own. */
  crumbLabels: Record<string, string>;
  locality?: LocalityDetails;
};

function matching(query: ListingQuery): ProjectEntry[] {
  return sortEntries(filterEntries(getAllProjectEntries(), query, getCities()), query.sort);
}

export function segmentQuery(segment: LandingSegment, city: City): ListingQuery {
  return { ...DEFAULT_QUERY, ...segment.query, cities: [city.name] };
}

/** The page for a city and segment slug, or null when either is unknown or no project fits (no thin pages). */
export function segmentPage(citySlug: string, segmentSlug: string): LandingPage | null {
  const city = findCity(citySlug);
  const segment = getLandingSegments().find((candidate) => candidate.slug === segmentSlug);
  if (!city || !segment) return null;
  const query = segmentQuery(segment, city);
  const entries = matching(query);
  if (entries.length === 0) return null;
  return {
    city,
    path: `/city/${city.slug}/${segment.slug}`,
    heading: `${segment.title} in ${city.name}`,
    noun: segment.noun,
    entries,
    listing: listingHref(query),
    crumbLabels: { [city.slug]: city.name, [segment.slug]: segment.title },
  };
}

/** The locality page of a city, by the locality's slug, or null. */
export function localityPage(citySlug: string, localitySlug: string): LandingPage | null {
  const city = findCity(citySlug);
  if (!city) return null;
  const cityEntries = getCityProjects(city.slug);
  const locality = localitiesOf(cityEntries).find((candidate) => slugify(candidate.name) === localitySlug);
  if (!locality) return null;
  const residential = locality.residential > 0;
  const entries = cityEntries.filter((entry) => entry.project.localities === locality.name);
  const query: ListingQuery = { ...DEFAULT_QUERY, type: residential ? 'residential' : 'commercial', localities: [locality.name] };
  const places = localityPlaces();
  const place = places.find((candidate) => candidate.path === localityPath(city.slug, locality.name))!;
  return {
    city,
    path: localityPath(city.slug, locality.name),
    heading: `Projects in ${locality.name}, ${city.name}`,
    noun: 'projects',
    entries: sortEntries(entries, 'relevance'),
    listing: listingHref(query),
    crumbLabels: { [city.slug]: city.name, [localitySlug]: locality.name },
    locality: {
      name: locality.name,
      facts: localityFacts(entries),
      guide: getTopLocalities().find((guide) => guide.name === locality.name)?.guide.summary ?? null,
      nearby: nearestPlaces(place, places, NEARBY_SHOWN),
    },
  };
}

/** Every locality with a page, in every city, with where it is; computed once per catalogue revision. */
export const localityPlaces = perRevision((): LocalityPlace[] =>
  getCities().flatMap((city) => {
    const cityEntries = getCityProjects(city.slug);
    return localitiesOf(cityEntries).map((locality) => {
      const entries = cityEntries.filter((entry) => entry.project.localities === locality.name);
      return {
        name: locality.name,
        cityName: city.name,
        path: localityPath(city.slug, locality.name),
        count: entries.length,
        centre: localityFacts(entries).centre,
      };
    });
  }),
);

/** The locality page a project belongs on, with how many projects it lists; null for a project in no listed city. */
export function projectLocality(entry: ProjectEntry): { name: string; cityName: string; path: string; count: number } | null {
  for (const city of getCities()) {
    const cityEntries = getCityProjects(city.slug);
    if (!cityEntries.some((candidate) => entryKey(candidate) === entryKey(entry))) continue;
    const name = entry.project.localities;
    const count = cityEntries.filter((candidate) => candidate.project.localities === name).length;
    return { name, cityName: city.name, path: localityPath(city.slug, name), count };
  }
  return null;
}

/** A landing page's title and description, saying what, where and how many. */
export function landingMetadata(page: LandingPage, description: (count: number) => string): Metadata {
  const count = page.entries.length;
  return pageMetadata({
    title: `${page.heading}: ${count} ${count === 1 ? 'project' : 'projects'}`,
    description: description(count),
    path: page.path,
  });
}

/** Every segment page a city has, with its count, in the data's order. */
export function citySegments(city: City): { slug: string; title: string; count: number }[] {
  return getLandingSegments().flatMap((segment) => {
    const page = segmentPage(city.slug, segment.slug);
    return page ? [{ slug: segment.slug, title: segment.title, count: page.entries.length }] : [];
  });
}

/** Every locality of a city with projects, with its page's slug and count. */
export function cityLocalities(city: City): { name: string; slug: string; count: number }[] {
  return localitiesOf(getCityProjects(city.slug)).map((locality) => ({
    name: locality.name,
    slug: slugify(locality.name),
    count: locality.residential + locality.commercial,
  }));
}

/** Every landing page's path, for the sitemap and the build. */
export function landingPaths(): string[] {
  return getCities().flatMap((city) => [
    ...citySegments(city).map((segment) => `/city/${city.slug}/${segment.slug}`),
    ...cityLocalities(city).map((locality) => localityPath(city.slug, locality.name)),
  ]);
}
