import type { CatalogueDocuments } from '@/lib/site/catalogue/documents';
import type { EditorCatalogue, EditorDeveloper, EditorProject, ImageSlot, MediaRef, ValueRow } from './editor-shapes';

/**
 * The editor's catalogue as the data files the pages read: the same shapes as data/*.json, in their key order,
 * leaving out what is empty as the shipped files do. The zod schemas then judge the result (publish refuses what
 * a page could not render).
 */

type Json = Record<string, unknown>;

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

function compact(entries: [string, unknown][]): Json {
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

const optionalText = (value: string | null | undefined) => (present(value) ? value : undefined);

function values(rows: ValueRow[] | null | undefined): string[] {
  return (rows ?? []).map((row) => row.value).filter(present);
}

const optionalList = (list: unknown[]) => (list.length > 0 ? list : undefined);

/** Where the public pages load uploads from (app/media/[filename]/route.ts): outside /admin, where the editor is. */
export const MEDIA_PATH = '/media';

/**
 * An uploaded file's public address: the 1920 px copy sharp made of a photo (next/image makes the smaller ones from it),
 * else the file itself (a PDF, or a photo no wider than that). A slot without an upload gives its shipped path.
 */
export function mediaUrl(media: MediaRef): string | undefined {
  if (typeof media !== 'object' || media === null) return undefined;
  const filename = media.sizes?.full?.filename || media.filename;
  return present(filename) ? `${MEDIA_PATH}/${encodeURIComponent(filename)}` : undefined;
}

export function imageUrl(slot: ImageSlot): string {
  return mediaUrl(slot?.upload) ?? (present(slot?.path) ? slot.path : '');
}

const imageUrls = (rows: ImageSlot[] | null | undefined) => (rows ?? []).map(imageUrl).filter(present);

function projectDocument(project: EditorProject): Json {
  const budget = project.budget?.min ?? null;
  return compact([
    ['id', project.projectId],
    ['name', project.name],
    ['developer', undefined],
    ['price', optionalText(project.price)],
    ['propertyType', optionalText(project.propertyType)],
    ['description', optionalText(project.description)],
    ['localities', optionalText(project.localities)],
    ['location', optionalText(project.location)],
    ['area', optionalText(project.area)],
    ['amenities', optionalList(values(project.amenities))],
    ['specifications', optionalList(values(project.specifications))],
    ['images', optionalList(imageUrls(project.images))],
    ['image', optionalText(imageUrl(project.image))],
    ['projectStatus', optionalText(project.projectStatus)],
    ['bedrooms', optionalText(project.bedrooms)],
    ['budget', budget === null ? undefined : [budget, project.budget?.max ?? budget]],
    ['furnishing', optionalText(project.furnishing)],
    [
      'coordinates',
      project.coordinates?.latitude != null && project.coordinates.longitude != null
        ? { latitude: project.coordinates.latitude, longitude: project.coordinates.longitude }
        : undefined,
    ],
    ['nearbyLocations', optionalList(values(project.nearbyLocations))],
    ['sitePlanImages', optionalList(imageUrls(project.sitePlanImages))],
    ['city', optionalText(project.city)],
    ['reraNumber', optionalText(project.reraNumber)],
    ['possession', optionalText(project.possession)],
  ]);
}

function plansDocument(project: EditorProject): Json {
  const paymentPlan = (project.paymentPlan ?? []).map((row, index) =>
    compact([
      ['sno', index + 1],
      ['particulars', row.particulars],
      ['time', optionalText(row.time)],
      ['installment', row.installment],
    ]),
  );
  return compact([
    ['id', project.projectId],
    [
      'floors',
      (project.floors ?? []).map((floor) =>
        compact([
          ['floorNumber', floor.floorNumber],
          ['unitType', optionalText(floor.unitType)],
          ['image', imageUrl(floor.image)],
          ['area', floor.area],
          ['pricePerSqft', floor.pricePerSqft],
        ]),
      ),
    ],
    ['paymentPlan', optionalList(paymentPlan)],
  ]);
}

function byDeveloper(
  developers: EditorDeveloper[],
  projects: EditorProject[],
  keep: (project: EditorProject) => boolean,
  toDocument: (p: EditorProject) => Json,
) {
  const names = new Map(developers.map((developer) => [developer.slug, developer.name]));
  const out: Record<string, Json[]> = {};
  for (const developer of developers) {
    const own = projects.filter((project) => project.developer === developer.slug && keep(project));
    if (own.length > 0) out[developer.slug] = own.map(toDocument);
  }
  // A project whose developer is not published yet still reaches the schemas, which then refuse it by name.
  for (const project of projects.filter((p) => !names.has(p.developer) && keep(p))) {
    (out[project.developer] ??= []).push(toDocument(project));
  }
  return out;
}

function withDeveloperName(developers: EditorDeveloper[]) {
  const names = new Map(developers.map((developer) => [developer.slug, developer.name]));
  return (project: EditorProject): Json => ({ ...projectDocument(project), developer: names.get(project.developer) ?? project.developer });
}

function reorder(document: Json, keys: string[]): Json {
  return Object.fromEntries([
    ...keys.filter((key) => key in document).map((key) => [key, document[key]]),
    ...Object.entries(document).filter(([key]) => !keys.includes(key)),
  ]);
}

const PROJECT_KEYS = [
  'id',
  'name',
  'developer',
  'price',
  'propertyType',
  'description',
  'localities',
  'location',
  'area',
  'amenities',
  'specifications',
  'images',
  'image',
  'projectStatus',
  'bedrooms',
  'budget',
  'furnishing',
  'coordinates',
  'nearbyLocations',
  'sitePlanImages',
  'city',
  'reraNumber',
  'possession',
];

export function toCatalogueDocuments({ developers, projects, globals }: EditorCatalogue): CatalogueDocuments {
  const project = (p: EditorProject) => reorder(withDeveloperName(developers)(p), PROJECT_KEYS);
  const residential = byDeveloper(developers, projects, (p) => p.listedIn === 'residential', project);
  const commercial = byDeveloper(developers, projects, (p) => p.listedIn === 'commercial', project);
  // The plans file lists the residential developers first, then those only in commercial, as the shipped file does.
  // A project with neither floor plans nor a payment plan has no entry, as in the shipped file.
  const hasPlans = (p: EditorProject) => (p.floors?.length ?? 0) > 0 || (p.paymentPlan?.length ?? 0) > 0;
  const plans = byDeveloper(developers, projects, hasPlans, plansDocument);
  const planOrder = [...Object.keys(residential), ...Object.keys(plans).filter((key) => !(key in residential))];
  const { home, about, places, testimonials, careers, landing, search } = globals;
  const category = (name: string) =>
    developers.filter((developer) => developer.categories?.includes(name)).map((developer) => developer.slug);
  return {
    'trendingProjects.json': home.trendingProjects.map((row) => ({
      id: row.key,
      name: row.name,
      image: imageUrl(row.image),
      price: row.price,
      slug: row.slug,
    })),
    'leadingRealEstateDevelopers.json': home.leadingDevelopers.map((row) => ({
      id: row.key,
      name: row.name,
      image: imageUrl(row.image),
      url: row.url,
    })),
    'everythingContainer.json': home.serviceTiles.map((row) =>
      compact([
        ['id', row.key],
        ['name', row.name],
        ['image', imageUrl(row.image)],
        ['slug', optionalText(row.slug)],
      ]),
    ),
    'testimonials.json': testimonials.items.map((row) =>
      compact([
        ['image', imageUrl(row.image)],
        ['name', row.name],
        ['time', row.time],
        ['text', row.text ?? ''],
        ['rating', row.rating ?? undefined],
      ]),
    ),
    'topLocalities.json': places.topLocalities.map((row) =>
      compact([
        ['id', row.key],
        ['name', row.name],
        ['image', imageUrl(row.image)],
        ['url', optionalText(row.url)],
        [
          'guide',
          {
            summary: row.guide.summary,
            pricePerSqft: { min: row.guide.minPricePerSqft, max: row.guide.maxPricePerSqft },
            projects: values(row.guide.projects),
          },
        ],
      ]),
    ),
    'searchData.json': search.entries.map((row) => ({ name: row.name, keywords: values(row.keywords), path: row.path })),
    'location.json': { localities: values(places.localityNames) },
    'residentialProjects.json': residential,
    'commercialProjects.json': commercial,
    'floorAndPaymentPlans.json': Object.fromEntries(planOrder.map((key) => [key, plans[key]])),
    'companyData.json': Object.fromEntries(
      developers.map((developer) => [
        developer.slug,
        {
          name: developer.name,
          logo: imageUrl(developer.logo),
          totalProjects: developer.totalProjects,
          ongoingProjects: developer.ongoingProjects,
          cityPresence: values(developer.cityPresence),
          bgImage: imageUrl(developer.bgImage),
          description: developer.description,
        },
      ]),
    ),
    'categories.json': {
      residential: category('residential'),
      commercial: category('commercial'),
      plots: category('plots'),
      sco: category('sco'),
    },
    'cities.json': places.cities.map((row) => ({
      slug: row.slug,
      name: row.name,
      description: row.description,
      bounds: pick(row.bounds, ['south', 'west', 'north', 'east']),
    })),
    'landingSegments.json': landing.segments.map((row) => ({ slug: row.slug, title: row.title, noun: row.noun, query: row.query })),
    'about.json': {
      founder: pick(about.founder, ['name', 'role', 'initials', 'bio']),
      mission: about.mission,
      vision: about.vision,
      coreValues: about.coreValues.map((row) => ({ title: row.title, text: row.text })),
      services: about.services.map((row) => ({ title: row.title, text: row.text })),
      reasons: about.reasons.map((row) => ({ title: row.title, text: row.text })),
      agentRegistrations: about.agentRegistrations.map((row) => ({ authority: row.authority, number: row.number })),
    },
    'careerOpenings.json': careers.departments.map((department) => ({
      name: department.name,
      positions: department.positions.map((position) => pick(position, ['title', 'location', 'type', 'summary'])),
    })),
  };
}

function pick<T extends object, K extends keyof T>(value: T, keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}
