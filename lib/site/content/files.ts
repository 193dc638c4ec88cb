import { landingSegmentsSchema, type LandingSegment } from '@/lib/site/landing/segment-schema';
import { parseCategories, parseCompanies } from './companies';
import { parseWith } from './errors';
import { parseFloorPlans } from './floor-plans';
import { parseProjectFile } from './project-schema';
import {
  aboutFileSchema,
  careerOpeningsSchema,
  citiesFileSchema,
  leadingDevelopersSchema,
  localitiesSchema,
  locationFileSchema,
  privacyNoticeSchema,
  privacyPolicySchema,
  searchEntriesSchema,
  serviceTilesSchema,
  testimonialsSchema,
  trendingProjectsSchema,
  type PrivacyNotice,
} from './schemas';
import type {
  AboutContent,
  City,
  Department,
  LeadingDeveloper,
  Locality,
  PrivacyPolicy,
  SearchEntry,
  ServiceTile,
  Testimonial,
  TrendingProject,
} from './types';

/** Every data file: its name under data/ and the parser that turns its raw JSON into types. */

function define<T>(name: string, parse: (raw: unknown, file: string) => T) {
  return { name, parse: (raw: unknown): T => parse(raw, `data/${name}`) };
}

export const CONTENT_FILES = {
  trendingProjects: define('trendingProjects.json', (raw, file): TrendingProject[] => parseWith(trendingProjectsSchema, raw, file)),
  leadingDevelopers: define('leadingRealEstateDevelopers.json', (raw, file): LeadingDeveloper[] =>
    parseWith(leadingDevelopersSchema, raw, file),
  ),
  serviceTiles: define('everythingContainer.json', (raw, file): ServiceTile[] => parseWith(serviceTilesSchema, raw, file)),
  testimonials: define('testimonials.json', (raw, file): Testimonial[] => parseWith(testimonialsSchema, raw, file)),
  topLocalities: define('topLocalities.json', (raw, file): Locality[] => parseWith(localitiesSchema, raw, file)),
  searchEntries: define('searchData.json', (raw, file): SearchEntry[] => parseWith(searchEntriesSchema, raw, file)),
  locations: define('location.json', (raw, file): string[] => parseWith(locationFileSchema, raw, file).localities),
  residentialProjects: define('residentialProjects.json', parseProjectFile),
  commercialProjects: define('commercialProjects.json', parseProjectFile),
  floorPlans: define('floorAndPaymentPlans.json', parseFloorPlans),
  companies: define('companyData.json', parseCompanies),
  categories: define('categories.json', parseCategories),
  cities: define('cities.json', (raw, file): City[] => parseWith(citiesFileSchema, raw, file)),
  landingSegments: define('landingSegments.json', (raw, file): LandingSegment[] => parseWith(landingSegmentsSchema, raw, file)),
  about: define('about.json', (raw, file): AboutContent => parseWith(aboutFileSchema, raw, file)),
  privacyPolicy: define('privacy-policy.json', (raw, file): PrivacyPolicy => parseWith(privacyPolicySchema, raw, file)),
  careerOpenings: define('careerOpenings.json', (raw, file): Department[] => parseWith(careerOpeningsSchema, raw, file)),
  privacyNotice: define('privacy-notice.json', (raw, file): PrivacyNotice => parseWith(privacyNoticeSchema, raw, file)),
};

export type ContentFileKey = keyof typeof CONTENT_FILES;
export type ContentOf<K extends ContentFileKey> = ReturnType<(typeof CONTENT_FILES)[K]['parse']>;
