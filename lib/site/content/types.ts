/** The typed shapes every page receives; the raw file shapes live in the schemas. */

import type { z } from 'zod';
import type { privacyPolicySchema } from './schemas';

export type ProjectKind = 'residential' | 'commercial';
export type Category = 'residential' | 'commercial' | 'plots' | 'sco';
export type CitySlug = 'gurgaon' | 'delhi' | 'noida';

/** A latitude/longitude rectangle: a city's extent, or the part of the map a visitor is looking at. */
export type GeoBounds = { south: number; west: number; north: number; east: number };

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface Floor {
  floorNumber: number;
  /** e.g. '3 BHK + Study'; null when the file does not name the unit. */
  unitType: string | null;
  image: string;
  /** e.g. '1850 sqft' */
  area: string;
  /** e.g. '₹ 14,500' */
  pricePerSqft: string;
}

export interface PaymentPlanRow {
  sno: string;
  particulars: string;
  /** Shown as '-' when null. */
  time: string | null;
  /** e.g. '10%' */
  installment: string;
}

export interface FloorPlanProject {
  id: string;
  developerKey: string;
  floors: Floor[];
  paymentPlan: PaymentPlanRow[] | null;
}

export interface Project {
  id: string;
  name: string;
  developer: string;
  price: string;
  propertyType: string;
  description: string;
  localities: string;
  /** The location text, falling back to the localities. */
  location: string;
  /** The location text exactly as the file has it; null drives the Location empty state. */
  locationDetails: string | null;
  area: string;
  amenities: string[];
  specifications: string[];
  images: string[];
  image: string;
  projectStatus: string;
  bedrooms: string;
  /** [min, max] in rupees. */
  budget: [number, number];
  furnishing: string;
  coordinates: Coordinates;
  nearbyLocations: string[];
  sitePlanImages: string[];
  floors: Floor[];
  city: string | null;
  reraNumber: string | null;
  possession: string | null;
}

export interface ProjectEntry {
  project: Project;
  kind: ProjectKind;
  developerKey: string;
}

export interface TrendingProject {
  id: string;
  name: string;
  image: string;
  price: string;
  /** The project's detail path, '/project-details/{developer}/{id}'. */
  slug: string;
}

export interface LeadingDeveloper {
  id: string;
  name: string;
  image: string;
  url: string;
}

export interface ServiceTile {
  id: string;
  name: string;
  image: string;
  /** A link to open in a new tab; null opens the contact modal. */
  slug: string | null;
}

export interface Testimonial {
  image: string;
  name: string;
  time: string;
  text: string;
  /** 1 to 5, null when not given. */
  rating: number | null;
}

export interface Locality {
  id: string;
  name: string;
  image: string;
  /** A link to open in a new tab; null opens the locality dialog. */
  url: string | null;
  guide: LocalityGuide;
}

export interface LocalityGuide {
  /** Character and connectivity, two to four sentences. */
  summary: string;
  /** Typical price per sq ft in rupees. */
  pricePerSqft: { min: number; max: number };
  /** Ids of our projects there. */
  projects: string[];
}

export interface SearchEntry {
  name: string;
  keywords: string[];
  path: string;
}

export interface Company {
  slug: string;
  name: string;
  logo: string;
  totalProjects: number;
  ongoingProjects: number;
  cityPresence: string[];
  bgImage: string;
  /** Paragraphs separated by a blank line. */
  description: string;
  paragraphs: string[];
}

export type Categories = Record<Category, string[]>;

export interface CategoryDeveloper {
  slug: string;
  name: string;
  logo: string;
}

export interface City {
  slug: CitySlug;
  name: string;
  description: string;
  bounds: GeoBounds;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface AboutContent {
  founder: { name: string; role: string; initials: string; bio: string };
  mission: string;
  vision: string;
  coreValues: TitledText[];
  services: TitledText[];
  reasons: TitledText[];
  agentRegistrations: { authority: 'HARERA' | 'UP-RERA' | 'Delhi RERA'; number: string }[];
}

export interface Position {
  title: string;
  location: string;
  type: string;
  summary: string;
}

export interface Department {
  name: string;
  positions: Position[];
}

/** data/privacy-policy.json: the privacy notice, as the zod schema in schemas.ts checks it. */
export type PrivacyPolicy = z.infer<typeof privacyPolicySchema>;
