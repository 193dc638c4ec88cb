import '@/lib/platform/validation/jitless';

import { priceTextProblem } from '@/lib/site/project/price-text';
import { reraNumberProblem } from '@/lib/site/project/rera';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ContentError, parseWith } from './errors';
import { floorSchema, idSchema } from './schemas';
import type { Project } from './types';

/** Defaults from SPEC section 3, applied when a project leaves a field out. */
export const PROJECT_DEFAULTS = {
  name: 'Unnamed Project',
  developer: 'Unknown Developer',
  price: 'Price not available',
  propertyType: 'Unknown Type',
  amenities: ['Power Backup', 'Parking', 'Security'],
  image: '/images/placeholder.webp',
  localities: 'Location not specified',
  area: 'Area not specified',
  projectStatus: 'Status not available',
  bedrooms: 'N/A',
  coordinates: { latitude: 19.076, longitude: 72.8777 },
} as const;

const optionalText = z.string().nullish();
const stringList = z.array(z.string()).nullish();

const budgetSchema = z.union([z.number().nonnegative(), z.array(z.number().nonnegative()).min(1).max(2)]).nullish();

export const rawProjectSchema = z
  .object({
    id: idSchema.nullish(),
    name: optionalText,
    developer: optionalText,
    price: optionalText,
    propertyType: optionalText,
    description: optionalText,
    localities: optionalText,
    location: optionalText,
    area: optionalText,
    amenities: stringList,
    specifications: stringList,
    images: stringList,
    image: optionalText,
    projectStatus: optionalText,
    bedrooms: optionalText,
    budget: budgetSchema,
    furnishing: optionalText,
    coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullish(),
    nearbyLocations: stringList,
    sitePlanImages: stringList,
    floors: z.array(floorSchema).nullish(),
    city: optionalText,
    reraNumber: optionalText,
    possession: optionalText,
  })
  .superRefine((project, context) => {
    const problem = project.reraNumber ? reraNumberProblem(project.reraNumber, project.city) : null;
    if (problem) context.addIssue({ code: 'custom', path: ['reraNumber'], message: problem });
    const priceProblem = project.price ? priceTextProblem(project.price) : null;
    if (priceProblem) context.addIssue({ code: 'custom', path: ['price'], message: priceProblem });
  });

export type RawProject = z.output<typeof rawProjectSchema>;

function nonEmpty(list: string[] | null | undefined): string[] | null {
  const kept = (list ?? []).filter((item) => item.trim() !== '');
  return kept.length > 0 ? kept : null;
}

function toBudget(budget: RawProject['budget']): [number, number] {
  if (budget === null || budget === undefined) return [0, 0];
  if (typeof budget === 'number') return [budget, budget];
  const [min = 0, max = min] = budget;
  return [Math.min(min, max), Math.max(min, max)];
}

/** A project with every SPEC default applied; `companyKey` is the key it was listed under. */
export function normalizeProject(raw: RawProject, companyKey?: string): Project {
  const images = nonEmpty(raw.images) ?? (raw.image ? [raw.image] : [PROJECT_DEFAULTS.image]);
  const localities = raw.localities || PROJECT_DEFAULTS.localities;
  return {
    id: raw.id ?? `project-${randomUUID().slice(0, 8)}`,
    name: raw.name || PROJECT_DEFAULTS.name,
    developer: raw.developer || companyKey || PROJECT_DEFAULTS.developer,
    price: raw.price || PROJECT_DEFAULTS.price,
    propertyType: raw.propertyType || PROJECT_DEFAULTS.propertyType,
    description: raw.description ?? '',
    localities,
    location: raw.location || localities,
    locationDetails: raw.location || null,
    area: raw.area || PROJECT_DEFAULTS.area,
    amenities: nonEmpty(raw.amenities) ?? [...PROJECT_DEFAULTS.amenities],
    specifications: nonEmpty(raw.specifications) ?? [],
    images,
    image: raw.image || images[0] || PROJECT_DEFAULTS.image,
    projectStatus: raw.projectStatus || PROJECT_DEFAULTS.projectStatus,
    bedrooms: raw.bedrooms || PROJECT_DEFAULTS.bedrooms,
    budget: toBudget(raw.budget),
    furnishing: raw.furnishing ?? '',
    coordinates: raw.coordinates ?? { ...PROJECT_DEFAULTS.coordinates },
    nearbyLocations: nonEmpty(raw.nearbyLocations) ?? [],
    sitePlanImages: nonEmpty(raw.sitePlanImages) ?? [],
    floors: raw.floors ?? [],
    city: raw.city || null,
    reraNumber: raw.reraNumber || null,
    possession: raw.possession || null,
  };
}

/**
 * A project file: an object keyed by developer, each a list of projects. Per the SPEC a key
 * whose value is not a non-empty array yields no projects; a project with a field of the
 * wrong type fails naming the file and the field.
 */
export function parseProjectFile(raw: unknown, file: string): Record<string, Project[]> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ContentError(`${file}: (root): expected an object keyed by developer`);
  }
  const out: Record<string, Project[]> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!Array.isArray(value) || value.length === 0) {
      out[key] = [];
      continue;
    }
    const projects = parseWith(z.array(rawProjectSchema), value, file, [key]);
    out[key] = projects.map((project) => normalizeProject(project, key));
  }
  return out;
}
