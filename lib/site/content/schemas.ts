import '@/lib/platform/validation/jitless';

import { z } from 'zod';

/** Raw shapes of the data files other than the two project files (see SPEC sections 3 and 7). */

/** Ids may be written as numbers or strings; pages always get strings. */
export const idSchema = z.union([z.string().min(1), z.number()]).transform(String);
const pathSchema = z.string().min(1);
/** An optional link: absent, null or an empty string all mean "no link". */
const optionalLink = z
  .string()
  .nullish()
  .transform((value) => (value ? value : null));

export const trendingProjectsSchema = z.array(
  z.object({ id: idSchema, name: z.string(), image: pathSchema, price: z.string(), slug: pathSchema }),
);

export const leadingDevelopersSchema = z.array(z.object({ id: idSchema, name: z.string(), image: pathSchema, url: pathSchema }));

export const serviceTilesSchema = z.array(z.object({ id: idSchema, name: z.string(), image: pathSchema, slug: optionalLink }));

export const testimonialsSchema = z.array(
  z.object({
    image: pathSchema,
    name: z.string(),
    time: z.string(),
    text: z.string().default(''),
    rating: z
      .number()
      .min(1)
      .max(5)
      .nullish()
      .transform((value) => value ?? null),
  }),
);

export const localitiesSchema = z.array(
  z.object({
    id: idSchema,
    name: z.string(),
    image: pathSchema,
    url: optionalLink,
    guide: z.object({
      summary: z.string().min(1),
      pricePerSqft: z
        .object({ min: z.number().positive(), max: z.number().positive() })
        .refine(({ min, max }) => min <= max, 'min must not exceed max'),
      /** Ids of our projects in the locality, from the two project files. */
      projects: z.array(z.string().min(1)),
    }),
  }),
);

export const searchEntriesSchema = z.array(z.object({ name: z.string(), keywords: z.array(z.string()).default([]), path: pathSchema }));

export const locationFileSchema = z.object({ localities: z.array(z.string()) });

export const floorSchema = z.object({
  floorNumber: z.number().int(),
  unitType: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  image: pathSchema,
  area: z.string(),
  pricePerSqft: z.string(),
});

export const paymentPlanRowSchema = z.object({
  sno: idSchema,
  particulars: z.string(),
  time: z
    .string()
    .nullish()
    .transform((value) => value || null),
  installment: z.string(),
});

export const floorPlansFileSchema = z.record(
  z.string(),
  z.array(
    z.object({
      id: idSchema,
      floors: z.array(floorSchema).default([]),
      paymentPlan: z
        .array(paymentPlanRowSchema)
        .nullish()
        .transform((rows) => (rows && rows.length > 0 ? rows : null)),
    }),
  ),
);

export const companiesFileSchema = z.record(
  z.string(),
  z.object({
    name: z.string().min(1),
    logo: pathSchema,
    totalProjects: z.number().int().nonnegative(),
    ongoingProjects: z.number().int().nonnegative(),
    cityPresence: z.union([z.array(z.string()), z.string()]).transform((value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((city) => city.trim())
            .filter(Boolean)
        : value,
    ),
    bgImage: pathSchema,
    description: z.string(),
  }),
);

export const categoriesFileSchema = z.object({
  residential: z.array(z.string()),
  commercial: z.array(z.string()),
  plots: z.array(z.string()),
  sco: z.array(z.string()),
});

export const citiesFileSchema = z.array(
  z.object({
    slug: z.enum(['gurgaon', 'delhi', 'noida']),
    name: z.string().min(1),
    description: z.string().min(1),
    bounds: z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() }),
  }),
);

const titledText = z.object({ title: z.string().min(1), text: z.string().min(1) });

export const aboutFileSchema = z.object({
  founder: z.object({ name: z.string().min(1), role: z.string().min(1), initials: z.string().min(1), bio: z.string().min(1) }),
  mission: z.string().min(1),
  vision: z.string().min(1),
  coreValues: z.array(titledText),
  services: z.array(titledText),
  reasons: z.array(titledText),
  /** The agency's own registrations as a real-estate agent, one per authority it advertises under (the footer). */
  agentRegistrations: z
    .array(z.object({ authority: z.enum(['HARERA', 'UP-RERA', 'Delhi RERA']), number: z.string().trim().min(4).max(60) }))
    .default([]),
});

const positionSchema = z.object({
  title: z.string().min(1),
  location: z.string().min(1),
  type: z.string().min(1),
  summary: z.string().min(1),
});

export const careerOpeningsSchema = z.array(z.object({ name: z.string().min(1), positions: z.array(positionSchema).min(1) }));

const text = z.string().min(1);

export const privacyPolicySchema = z.object({
  lastUpdated: text,
  intro: text,
  fiduciary: text,
  grievanceOfficer: z.object({ title: text, email: z.email(), responseDays: z.number().int().positive(), text }),
  collected: z.array(z.object({ label: text, text })).min(1),
  purposes: z.array(text).min(1),
  purposesNote: text,
  processors: z.array(z.object({ name: text, purpose: text, data: text })).min(1),
  processorsNote: text,
  retention: z.object({
    inactivityMonths: z.number().int().min(1).max(120),
    warningHours: z.number().int().positive(),
    accessLogMonths: z.number().int().positive(),
    intakeStoredDays: z.number().int().positive(),
    intakeFailedDays: z.number().int().positive(),
    unreadableMailDays: z.number().int().positive(),
    activity: text,
    erasure: text,
    won: text,
    applications: text,
    requests: text,
    intake: text,
    accessLog: text,
  }),
  security: text,
  rights: z.array(text).min(1),
  rightsHowTo: text,
  complaint: text,
  breach: text,
  children: text,
  cookies: text,
  changes: text,
});

const noticeVersion = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a version is the date it took effect (YYYY-MM-DD)');

const formNotice = z.object({ summary: z.string().min(1).max(400), details: z.array(z.string().min(1)).min(1) });

export const privacyNoticeSchema = z.object({
  version: noticeVersion,
  /** Versions shown before, still accepted from pages built with them. */
  earlierVersions: z.array(noticeVersion),
  detailsTitle: z.string().min(1),
  /** What each kind of form says: a two or three line summary, and the points behind "What we do with your details". */
  forms: z.object({ enquiry: formNotice, application: formNotice }),
});

export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;
