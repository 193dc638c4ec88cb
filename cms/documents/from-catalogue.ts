import type { CatalogueDocuments } from '@/lib/site/catalogue/documents';
import type { EditorCatalogue, EditorDeveloper, EditorGlobals, EditorProject, ImageSlot, ValueRow } from './editor-shapes';

/**
 * A revision's data files as the editor's documents: how the editor is first filled (from the seed or whatever is
 * published when it starts empty). Images become slots holding their shipped path; lists of strings, rows.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw data files, judged by the schemas after the mapping
type Raw = any;
type Json = Record<string, Raw>;
type ProjectFile = Record<string, Json[]>;

const slot = (path: unknown): ImageSlot => ({ path: typeof path === 'string' ? path : null });
const rows = (list: unknown): ValueRow[] => (Array.isArray(list) ? list.map((value) => ({ value: String(value) })) : []);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : value == null ? null : String(value));

function editorProject(raw: Json, developer: string, listedIn: EditorProject['listedIn'], plans: Json | undefined): EditorProject {
  const budget = Array.isArray(raw.budget) ? raw.budget : typeof raw.budget === 'number' ? [raw.budget] : null;
  return {
    name: raw.name,
    projectId: String(raw.id),
    developer,
    listedIn,
    propertyType: text(raw.propertyType),
    projectStatus: text(raw.projectStatus),
    possession: text(raw.possession),
    description: text(raw.description),
    price: text(raw.price),
    budget: budget ? { min: budget[0] ?? null, max: budget[1] ?? budget[0] ?? null } : null,
    bedrooms: text(raw.bedrooms),
    area: text(raw.area),
    furnishing: text(raw.furnishing),
    floors: (plans?.floors ?? []).map((floor: Json) => ({
      floorNumber: floor.floorNumber,
      unitType: text(floor.unitType),
      image: slot(floor.image),
      area: floor.area,
      pricePerSqft: floor.pricePerSqft,
    })),
    paymentPlan: (plans?.paymentPlan ?? []).map((row: Json) => ({
      particulars: row.particulars,
      time: text(row.time),
      installment: row.installment,
    })),
    city: text(raw.city),
    localities: text(raw.localities),
    location: text(raw.location),
    coordinates: raw.coordinates ? { latitude: raw.coordinates.latitude, longitude: raw.coordinates.longitude } : null,
    nearbyLocations: rows(raw.nearbyLocations),
    image: slot(raw.image),
    images: (raw.images ?? []).map((path: string) => ({ path })),
    sitePlanImages: (raw.sitePlanImages ?? []).map((path: string) => ({ path })),
    amenities: rows(raw.amenities),
    specifications: rows(raw.specifications),
    reraNumber: text(raw.reraNumber),
  };
}

export function fromCatalogueDocuments(documents: CatalogueDocuments): EditorCatalogue {
  const file = (name: string): Raw => documents[name];
  const companies = file('companyData.json') as Record<string, Json>;
  const categories = file('categories.json') as Record<string, string[]>;
  const developers: EditorDeveloper[] = Object.entries(companies).map(([slug, company]) => ({
    name: company.name,
    slug,
    categories: Object.keys(categories).filter((category) => categories[category]?.includes(slug)),
    description: company.description,
    logo: slot(company.logo),
    bgImage: slot(company.bgImage),
    cityPresence: rows(
      typeof company.cityPresence === 'string' ? company.cityPresence.split(',').map((c: string) => c.trim()) : company.cityPresence,
    ),
    totalProjects: company.totalProjects,
    ongoingProjects: company.ongoingProjects,
  }));
  const plans = new Map<string, Json>();
  for (const list of Object.values(file('floorAndPaymentPlans.json') as ProjectFile))
    for (const entry of list) plans.set(String(entry.id), entry);
  const projects: EditorProject[] = [];
  for (const [name, listedIn] of [
    ['residentialProjects.json', 'residential'],
    ['commercialProjects.json', 'commercial'],
  ] as const) {
    for (const [developer, list] of Object.entries(file(name) as ProjectFile)) {
      for (const raw of list) projects.push(editorProject(raw, developer, listedIn, plans.get(String(raw.id))));
    }
  }
  return { developers, projects, globals: editorGlobals(file) };
}

function editorGlobals(file: (name: string) => Raw): EditorGlobals {
  const about = file('about.json');
  return {
    home: {
      trendingProjects: file('trendingProjects.json').map((row: Json) => ({
        key: String(row.id),
        name: row.name,
        image: slot(row.image),
        price: row.price,
        slug: row.slug,
      })),
      leadingDevelopers: file('leadingRealEstateDevelopers.json').map((row: Json) => ({
        key: String(row.id),
        name: row.name,
        image: slot(row.image),
        url: row.url,
      })),
      serviceTiles: file('everythingContainer.json').map((row: Json) => ({
        key: String(row.id),
        name: row.name,
        image: slot(row.image),
        slug: text(row.slug),
      })),
    },
    about: {
      founder: about.founder,
      mission: about.mission,
      vision: about.vision,
      coreValues: about.coreValues,
      services: about.services,
      reasons: about.reasons,
      agentRegistrations: about.agentRegistrations ?? [],
    },
    places: {
      cities: file('cities.json'),
      localityNames: rows(file('location.json').localities),
      topLocalities: file('topLocalities.json').map((row: Json) => ({
        key: String(row.id),
        name: row.name,
        image: slot(row.image),
        url: text(row.url),
        guide: {
          summary: row.guide.summary,
          minPricePerSqft: row.guide.pricePerSqft.min,
          maxPricePerSqft: row.guide.pricePerSqft.max,
          projects: rows(row.guide.projects),
        },
      })),
    },
    testimonials: {
      items: file('testimonials.json').map((row: Json) => ({
        name: row.name,
        time: row.time,
        text: text(row.text),
        rating: row.rating ?? null,
        image: slot(row.image),
      })),
    },
    careers: { departments: file('careerOpenings.json') },
    landing: { segments: file('landingSegments.json') },
    search: { entries: file('searchData.json').map((row: Json) => ({ name: row.name, path: row.path, keywords: rows(row.keywords) })) },
  };
}
