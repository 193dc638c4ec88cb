import type { City, Company, Locality, Project, ProjectEntry, SearchEntry, TrendingProject } from '@/lib/site/content/types';
import { containsTerm, expandBedrooms, matchesLocality, type FilterableEntry } from '@/lib/site/listing/filter';
import { localityNames } from '@/lib/site/listing/options-for';
import { DEFAULT_QUERY, listingHref } from '@/lib/site/listing/query';
import { companyPath, projectPath } from '@/lib/site/page/paths';
import type { EntryKind, IndexEntry, SearchIndexData } from './index-data';
import { FIXED_VOCABULARY } from './vocabulary';

/** Everything the index is built from, as the content loaders return it. */
export interface SearchContent {
  searchEntries: readonly SearchEntry[];
  projects: readonly ProjectEntry[];
  companies: Readonly<Record<string, Company>>;
  cities: readonly City[];
  /** location.json's localities. */
  locations: readonly string[];
  topLocalities: readonly Locality[];
  trending: readonly TrendingProject[];
}

const NO_LOCALITY = 'Location not specified';

function slim({ project, kind, developerKey }: ProjectEntry): FilterableEntry {
  const { developer, propertyType, localities, location, area, projectStatus, bedrooms, budget, furnishing, coordinates, city } = project;
  return {
    kind,
    developerKey,
    project: { developer, propertyType, localities, location, area, projectStatus, bedrooms, budget, furnishing, coordinates, city },
  };
}

/** The words of the fixed vocabulary that describe the project ('plot' for Residential Land, 'ready move' ...). */
function vocabularyWords(project: Project, kind: string): string[] {
  return FIXED_VOCABULARY.filter(({ part }) => {
    if (part.field === 'kind') return part.kind === kind;
    if (part.field === 'propertyTypes') return containsTerm(project.propertyType, part.value);
    if (part.field === 'statuses') return containsTerm(project.projectStatus, part.value);
    if (part.field === 'furnishing') return containsTerm(project.furnishing, part.value);
    return false;
  }).map(({ words }) => words);
}

function projectFacts({ project, kind }: ProjectEntry): string[] {
  return [
    project.developer,
    project.localities,
    project.location,
    project.city ?? '',
    project.propertyType,
    project.bedrooms === 'N/A' ? '' : expandBedrooms(project.bedrooms),
    project.projectStatus,
    project.furnishing,
    ...vocabularyWords(project, kind),
  ].filter((fact) => fact !== '' && fact !== NO_LOCALITY);
}

function projectDetail({ project }: ProjectEntry): string {
  const place = [project.localities, project.city].filter((part) => part && part !== NO_LOCALITY).join(', ');
  return [place, project.price].filter(Boolean).join(' · ');
}

const projectsText = (count: number) => `${count} ${count === 1 ? 'project' : 'projects'}`;

/**
 * One index over projects, developers, cities, localities and the site's pages. Each entry of
 * searchData.json keeps its keywords (so the SPEC's substring rule still finds what it found),
 * and joins the project, developer or city at the same path; the others are pages.
 */
export function buildSearchIndex(content: SearchContent): SearchIndexData {
  const keywordsByPath = new Map<string, SearchEntry>(content.searchEntries.map((entry) => [entry.path, entry]));
  const trendingByPath = new Map(content.trending.map((item, index) => [item.slug, index]));
  const used = new Set<string>();
  const entry = (
    kind: EntryKind,
    name: string,
    path: string,
    facts: string[],
    detail: string,
    project: number | null = null,
  ): IndexEntry => {
    used.add(path);
    const listed = keywordsByPath.get(path);
    return {
      kind,
      name: listed?.name ?? name,
      path,
      keywords: listed?.keywords ?? [],
      facts,
      detail,
      trending: trendingByPath.get(path) ?? null,
      project,
    };
  };

  const projects = content.projects.map(slim);
  const projectEntries = content.projects.map((item, index) =>
    entry('project', item.project.name, projectPath(item.developerKey, item.project.id), projectFacts(item), projectDetail(item), index),
  );

  const developers = Object.entries(content.companies).map(([key, company]) => ({ key, name: company.name }));
  const developerEntries = Object.entries(content.companies).map(([key, company]) => {
    const count = content.projects.filter((item) => item.developerKey === key).length;
    return entry('developer', company.name, companyPath(key), [key, 'developer', 'builder', ...company.cityPresence], projectsText(count));
  });

  const cityEntries = content.cities.map((city) => {
    const count = content.projects.filter((item) => item.project.city?.toLowerCase() === city.name.toLowerCase()).length;
    return entry('city', city.name, `/city/${city.slug}`, [city.slug, 'city'], projectsText(count));
  });

  const localities = localityNames([...content.locations, ...content.topLocalities.map((locality) => locality.name)], content.projects);
  const localityEntries = localities.flatMap((name) => {
    const here = content.projects.filter((item) => matchesLocality(item.project, [name]));
    if (here.length === 0) return [];
    const kind = here.some((item) => item.kind === 'residential') ? 'residential' : 'commercial';
    const cities = [...new Set(here.map((item) => item.project.city).filter((city): city is string => Boolean(city)))];
    const path = listingHref({ ...DEFAULT_QUERY, type: kind, localities: [name] });
    return [entry('locality', name, path, ['locality', ...cities], [...cities, projectsText(here.length)].join(' · '))];
  });

  const pageEntries = content.searchEntries
    .filter((listed) => !used.has(listed.path))
    .map((listed) => entry('page', listed.name, listed.path, [], ''));

  return {
    entries: [...developerEntries, ...cityEntries, ...localityEntries, ...projectEntries, ...pageEntries],
    projects,
    cities: [...content.cities],
    developers,
    localities,
  };
}
