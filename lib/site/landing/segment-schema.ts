import '@/lib/platform/validation/jitless';

import { BEDROOM_OPTIONS, CONSTRUCTION_STATUSES, PROPERTY_TYPES } from '@/lib/site/listing/options';
import { z } from 'zod';

/**
 * data/landingSegments.json: the kinds of home buyers search for by name ('3 BHK flats in
 * Gurgaon'), each a page per city at /city/{city}/{slug}, and the listing filter it stands for.
 */
export const landingSegmentsSchema = z
  .array(
    z.object({
      slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
      /** The page's heading before 'in {city}': '3 BHK Apartments'. */
      title: z.string().min(3),
      /** What the count counts: '27 projects with 3 BHK homes'. */
      noun: z.string().min(3),
      query: z.object({
        type: z.enum(['residential', 'commercial']),
        propertyTypes: z.array(z.enum([...PROPERTY_TYPES, 'SCO (Shop-cum-Office)'])).optional(),
        bedrooms: z.array(z.enum(BEDROOM_OPTIONS.commercial)).optional(),
        statuses: z.array(z.enum(CONSTRUCTION_STATUSES)).optional(),
      }),
    }),
  )
  .min(1)
  .refine((segments) => new Set(segments.map((segment) => segment.slug)).size === segments.length, 'segment slugs must be unique');

export type LandingSegment = z.infer<typeof landingSegmentsSchema>[number];
