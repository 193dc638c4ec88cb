import type { LandingSegment } from '@/lib/site/landing/segment-schema';
import { cityProjectsIn, findCityIn } from './cities';
import { categoryDevelopersIn, findCompanyIn } from './companies';
import { developerFloorPlansIn, findFloorPlanIn } from './floor-plans';
import { loadContent } from './load';
import { attachFloors, developerProjectsIn, findProjectIn, listEntries, type ProjectFiles } from './projects';
import { perRevision } from './revision';
import type {
  AboutContent,
  Category,
  CategoryDeveloper,
  City,
  Company,
  Department,
  FloorPlanProject,
  LeadingDeveloper,
  Locality,
  PrivacyPolicy,
  Project,
  ProjectEntry,
  ProjectKind,
  SearchEntry,
  ServiceTile,
  Testimonial,
  TrendingProject,
} from './types';

export { isInBounds, localitiesOf, type LocalityCount } from './cities';
export { ContentError } from './errors';
export { HERO_IMAGES } from './hero';
export { PROJECT_DEFAULTS } from './project-schema';
export { perRevision } from './revision';
export type * from './types';

export const getTrendingProjects = (): TrendingProject[] => loadContent('trendingProjects');
export const getLeadingDevelopers = (): LeadingDeveloper[] => loadContent('leadingDevelopers');
export const getServiceTiles = (): ServiceTile[] => loadContent('serviceTiles');
export const getTestimonials = (): Testimonial[] => loadContent('testimonials');
export const getTopLocalities = (): Locality[] => loadContent('topLocalities');
export const getSearchEntries = (): SearchEntry[] => loadContent('searchEntries');
/** The locality names of location.json (the listing's locality picker). */
export const getLocations = (): string[] => loadContent('locations');
export const getCompanies = (): Record<string, Company> => loadContent('companies');

const getProjectFiles = perRevision((): ProjectFiles => {
  const plans = Object.values(loadContent('floorPlans')).flat();
  return {
    residential: attachFloors(loadContent('residentialProjects'), plans),
    commercial: attachFloors(loadContent('commercialProjects'), plans),
  };
});

/** One project file, keyed by developer slug; floors come from the floor-plan file. */
export function getProjects(kind: ProjectKind): Record<string, Project[]> {
  return getProjectFiles()[kind];
}

/** Every project with its kind and developer key, residential first. */
export function getAllProjectEntries(): ProjectEntry[] {
  return listEntries(getProjectFiles());
}

/** SPEC lookup: developer key (exact, then loose), then id alone; residential, then commercial. */
export function findProject(developer: string, id: string): ProjectEntry | null {
  return findProjectIn(getProjectFiles(), developer, id);
}

/** The projects a locality guide names, in its order. */
export function getGuideProjects(locality: Locality): ProjectEntry[] {
  const entries = getAllProjectEntries();
  return locality.guide.projects.flatMap((id) => entries.find((entry) => entry.project.id === id) ?? []);
}

export function getDeveloperProjects(developer: string): ProjectEntry[] {
  return developerProjectsIn(getProjectFiles(), developer);
}

/** Case-insensitive, hyphens and spaces ignored; by slug, then by display name. */
export function findCompany(name: string): { slug: string; company: Company } | null {
  return findCompanyIn(getCompanies(), name);
}

export function getCategoryDevelopers(category: Category): CategoryDeveloper[] {
  return categoryDevelopersIn(loadContent('categories'), getCompanies(), category);
}

export function getFloorPlanProject(projectId: string): FloorPlanProject | null {
  return findFloorPlanIn(loadContent('floorPlans'), projectId);
}

export function getDeveloperFloorPlans(developer: string): FloorPlanProject[] {
  return developerFloorPlansIn(loadContent('floorPlans'), developer);
}

export const getCities = (): City[] => loadContent('cities');
export const getLandingSegments = (): LandingSegment[] => loadContent('landingSegments');
export const getAboutContent = (): AboutContent => loadContent('about');
export const getPrivacyPolicy = (): PrivacyPolicy => loadContent('privacyPolicy');
export const getCareerOpenings = (): Department[] => loadContent('careerOpenings');
/** The privacy notice the forms show, checked against its schema (the forms import it as is: lib/site/content/privacy-notice.ts). */
export const getPrivacyNotice = () => loadContent('privacyNotice');

/** By slug or name, ignoring case, hyphens and spaces ('Gurugram' and 'New Delhi' too). */
export function findCity(name: string): City | null {
  return findCityIn(getCities(), name);
}

/** Projects of a city, by slug or name ('gurgaon', 'Gurugram'); [] for an unknown city. */
export function getCityProjects(city: string): ProjectEntry[] {
  return cityProjectsIn(getAllProjectEntries(), getCities(), city);
}
