/**
 * The catalogue as the editor holds it (the fields of cms/collections and cms/globals), without Payload's own
 * bookkeeping. Plain types: the mapping to and from the data files is tested without starting Payload.
 */

export type MediaRef =
  | { url?: string | null; filename?: string | null; sizes?: Record<string, { filename?: string | null } | undefined> | null }
  | number
  | string
  | null
  | undefined;

/** An image: an uploaded file, or the path of one shipped in public/images. */
export type ImageSlot = { upload?: MediaRef; path?: string | null } | null | undefined;

export type Row<T> = T & { id?: string | null };
export type ValueRow = Row<{ value: string }>;

export type EditorDeveloper = {
  name: string;
  slug: string;
  categories?: string[] | null;
  description: string;
  logo?: ImageSlot;
  bgImage?: ImageSlot;
  cityPresence?: ValueRow[] | null;
  totalProjects: number;
  ongoingProjects: number;
};

export type EditorFloor = Row<{ floorNumber: number; unitType?: string | null; image?: ImageSlot; area: string; pricePerSqft: string }>;
export type EditorInstalment = Row<{ particulars: string; time?: string | null; installment: string }>;

export type EditorProject = {
  name: string;
  projectId: string;
  /** The developer's slug once resolved (the mapping never sees Payload's relation ids). */
  developer: string;
  listedIn: 'residential' | 'commercial';
  propertyType?: string | null;
  projectStatus?: string | null;
  possession?: string | null;
  description?: string | null;
  price?: string | null;
  budget?: { min?: number | null; max?: number | null } | null;
  bedrooms?: string | null;
  area?: string | null;
  furnishing?: string | null;
  floors?: EditorFloor[] | null;
  paymentPlan?: EditorInstalment[] | null;
  city?: string | null;
  localities?: string | null;
  location?: string | null;
  coordinates?: { latitude?: number | null; longitude?: number | null } | null;
  nearbyLocations?: ValueRow[] | null;
  image?: ImageSlot;
  images?: Row<{ upload?: MediaRef; path?: string | null }>[] | null;
  sitePlanImages?: Row<{ upload?: MediaRef; path?: string | null }>[] | null;
  amenities?: ValueRow[] | null;
  specifications?: ValueRow[] | null;
  reraNumber?: string | null;
};

type Titled = Row<{ title: string; text: string }>;

export type EditorGlobals = {
  home: {
    trendingProjects: Row<{ key: string; name: string; image?: ImageSlot; price: string; slug: string }>[];
    leadingDevelopers: Row<{ key: string; name: string; image?: ImageSlot; url: string }>[];
    serviceTiles: Row<{ key: string; name: string; image?: ImageSlot; slug?: string | null }>[];
  };
  about: {
    founder: { name: string; role: string; initials: string; bio: string };
    mission: string;
    vision: string;
    coreValues: Titled[];
    services: Titled[];
    reasons: Titled[];
    agentRegistrations: Row<{ authority: string; number: string }>[];
  };
  places: {
    cities: Row<{
      slug: string;
      name: string;
      description: string;
      bounds: { south: number; west: number; north: number; east: number };
    }>[];
    localityNames: ValueRow[];
    topLocalities: Row<{
      key: string;
      name: string;
      image?: ImageSlot;
      url?: string | null;
      guide: { summary: string; minPricePerSqft: number; maxPricePerSqft: number; projects?: ValueRow[] | null };
    }>[];
  };
  testimonials: { items: Row<{ name: string; time: string; text?: string | null; rating?: number | null; image?: ImageSlot }>[] };
  careers: { departments: Row<{ name: string; positions: Row<{ title: string; location: string; type: string; summary: string }>[] }>[] };
  landing: { segments: Row<{ slug: string; title: string; noun: string; query: unknown }>[] };
  search: { entries: Row<{ name: string; path: string; keywords?: ValueRow[] | null }>[] };
};

export type EditorCatalogue = { developers: EditorDeveloper[]; projects: EditorProject[]; globals: EditorGlobals };
