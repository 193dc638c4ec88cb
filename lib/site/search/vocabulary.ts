import type { City, ProjectKind } from '@/lib/site/content/types';
import { canonicalText } from './text';

/** One thing a query can ask for, in the listing's own values. */
export type RequirementPart =
  | { field: 'propertyTypes'; value: string; kind: ProjectKind; label: string }
  | { field: 'kind'; kind: ProjectKind; label: string }
  | { field: 'statuses'; value: string; label: string }
  | { field: 'furnishing'; value: string; label: string }
  | { field: 'developers'; value: string; label: string }
  | { field: 'localities'; value: string; label: string }
  | { field: 'cities'; value: string; label: string };

/**
 * A way of saying a part: `phrases` are what a visitor may type (canonical spelling), `words`
 * what the matching entries carry for it, so that 'plots' finds the projects indexed as 'plot'.
 */
export interface VocabularyItem {
  phrases: string[];
  words: string;
  part: RequirementPart;
}

const residential: ProjectKind = 'residential';
const commercial: ProjectKind = 'commercial';

/** The listing's property types, statuses and furnishing, as buyers say them; the values are the listing's options. */
export const FIXED_VOCABULARY: readonly VocabularyItem[] = [
  {
    phrases: ['ready to move', 'ready to move in', 'ready', 'ready possession', 'possession ready', 'immediate possession'],
    words: 'ready move',
    part: { field: 'statuses', value: 'Ready To move', label: 'Ready to move' },
  },
  {
    phrases: ['under construction', 'ongoing', 'uc'],
    words: 'under construction',
    part: { field: 'statuses', value: 'Under Construction', label: 'Under construction' },
  },
  {
    phrases: ['new launch', 'new launches', 'newly launched', 'launch', 'pre launch', 'prelaunch'],
    words: 'new launch',
    part: { field: 'statuses', value: 'New Launch', label: 'New launch' },
  },
  {
    phrases: ['semi furnished', 'semifurnished'],
    words: 'semi furnished',
    part: { field: 'furnishing', value: 'Semi-Furnished', label: 'Semi-furnished' },
  },
  {
    phrases: ['unfurnished', 'un furnished', 'bare shell'],
    words: 'unfurnished',
    part: { field: 'furnishing', value: 'Unfurnished', label: 'Unfurnished' },
  },
  {
    phrases: ['furnished', 'fully furnished'],
    words: 'furnished',
    part: { field: 'furnishing', value: 'Furnished', label: 'Furnished' },
  },
  {
    phrases: ['sco', 'scos', 'sco plot', 'sco plots', 'shop cum office'],
    words: 'sco',
    part: { field: 'propertyTypes', value: 'SCO (Shop-cum-Office)', kind: commercial, label: 'SCO' },
  },
  {
    phrases: ['plot', 'plots', 'land', 'residential plot', 'residential plots', 'residential land'],
    words: 'plot',
    part: { field: 'propertyTypes', value: 'Residential Land', kind: residential, label: 'Plots' },
  },
  {
    phrases: ['villa', 'villas', 'independent house', 'independent houses', 'bungalow', 'bungalows'],
    words: 'villa',
    part: { field: 'propertyTypes', value: 'Independent House/Villa', kind: residential, label: 'Villas' },
  },
  {
    phrases: ['apartment', 'apartments', 'flat', 'flats', 'residential apartment', 'residential apartments'],
    words: 'apartment',
    part: { field: 'propertyTypes', value: 'Residential Apartment', kind: residential, label: 'Apartments' },
  },
  {
    phrases: ['shop', 'shops', 'retail', 'retail shop', 'retail shops', 'showroom', 'showrooms'],
    words: 'shop',
    part: { field: 'propertyTypes', value: 'Retail Shop', kind: commercial, label: 'Shops' },
  },
  {
    phrases: ['office', 'offices', 'office space', 'office spaces'],
    words: 'office',
    part: { field: 'propertyTypes', value: 'Office Space', kind: commercial, label: 'Offices' },
  },
  {
    phrases: ['food court', 'food courts'],
    words: 'food court',
    part: { field: 'propertyTypes', value: 'Food Court', kind: commercial, label: 'Food courts' },
  },
  {
    phrases: ['commercial', 'commercial property', 'commercial properties'],
    words: 'commercial',
    part: { field: 'kind', kind: commercial, label: 'Commercial' },
  },
  {
    phrases: ['residential', 'residential property', 'residential properties', 'homes'],
    words: 'residential',
    part: { field: 'kind', kind: residential, label: 'Residential' },
  },
];

// Dropped from a developer's name to get what buyers call it: 'Godrej Properties' -> 'godrej'.
const COMPANY_SUFFIX = /\s+(group|limited|ltd|india|developers|developments|properties|realty|corporation|estates|housing)$/;

/** What buyers call a developer: the name without its company suffix. */
export function shortDeveloperName(name: string): string {
  return canonicalText(name).replace(COMPANY_SUFFIX, '');
}

export interface VocabularySources {
  cities: readonly City[];
  localities: readonly string[];
  developers: readonly { key: string; name: string }[];
}

const unique = (values: readonly string[]) => [...new Set(values.map(canonicalText).filter(Boolean))];

/** The fixed words plus this site's cities, localities and developers. */
export function buildVocabulary({ cities, localities, developers }: VocabularySources): VocabularyItem[] {
  const places: VocabularyItem[] = [
    ...localities.map((name) => ({
      phrases: unique([name]),
      words: canonicalText(name),
      part: { field: 'localities', value: name, label: name } as const,
    })),
    ...cities.map((city) => ({
      phrases: unique([city.name, city.slug]),
      words: canonicalText(city.name),
      part: { field: 'cities', value: city.name, label: city.name } as const,
    })),
  ];
  const builders = developers.map(({ key, name }) => ({
    phrases: unique([name, key.replace(/-/g, ' '), shortDeveloperName(name)]),
    words: shortDeveloperName(name),
    part: { field: 'developers', value: key, label: name } as const,
  }));
  return [...FIXED_VOCABULARY, ...places, ...builders];
}
