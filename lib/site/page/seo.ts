import type { Metadata } from 'next';
import { env } from '../../platform/env';
import { site } from '../config';
import type { Project } from '../content/types';
import { parseAreaRange } from '../project/area';
import type { Crumb } from './breadcrumbs';

/** schema.org description of the agency, rendered on the pages that describe it: home, about and contact. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: site.name,
    description: site.description,
    telephone: site.phone.tel,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    areaServed: ['Gurgaon', 'Delhi', 'Noida'],
    sameAs: site.social.map((network) => network.href),
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], pathname: string, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => {
      const href = crumb.href ?? (index === crumbs.length - 1 ? pathname : null);
      return {
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        ...(href && { item: new URL(href, siteUrl).toString() }),
      };
    }),
  };
}

/** schema.org ItemList of the pages a page lists, in the order it shows them. */
export function itemListJsonLd(name: string, items: readonly { name: string; path: string }[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: new URL(item.path, siteUrl).toString(),
    })),
  };
}

type ListedProject = Pick<
  Project,
  | 'name'
  | 'description'
  | 'image'
  | 'images'
  | 'developer'
  | 'localities'
  | 'city'
  | 'coordinates'
  | 'budget'
  | 'floors'
  | 'reraNumber'
  | 'propertyType'
>;

/**
 * schema.org description of a project page: the offer (its price range in INR), the place (address and
 * coordinates, with each floor plan's size), the developer and the RERA registration. Only what the page shows.
 */
export function projectJsonLd(project: ListedProject, path: string, siteUrl: string = env().SITE_URL) {
  const absolute = (href: string) => new URL(href, siteUrl).toString();
  const url = absolute(path);
  const [low, high] = project.budget;
  const images = [...new Set([project.image, ...project.images])].map(absolute);
  const floorSizes = project.floors.flatMap((floor) => {
    const range = parseAreaRange(floor.area);
    return range
      ? [
          {
            '@type': 'Accommodation',
            name: floor.unitType ?? `Floor plan ${floor.floorNumber}`,
            floorSize: { '@type': 'QuantitativeValue', value: range[0], unitCode: 'FTK' },
          },
        ]
      : [];
  });
  const place = {
    '@type': project.propertyType.toLowerCase().includes('residential') ? 'ApartmentComplex' : 'Place',
    '@id': `${url}#place`,
    name: project.name,
    address: {
      '@type': 'PostalAddress',
      addressLocality: project.localities,
      ...(project.city && { addressRegion: project.city }),
      addressCountry: 'IN',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: project.coordinates.latitude,
      longitude: project.coordinates.longitude,
    },
    ...(floorSizes.length > 0 && { containsPlace: floorSizes }),
  };
  const product = {
    '@type': 'Product',
    '@id': `${url}#project`,
    name: project.name,
    description: project.description,
    image: images,
    url,
    brand: { '@type': 'Organization', name: project.developer },
    ...(project.reraNumber && {
      identifier: { '@type': 'PropertyValue', propertyID: 'RERA registration', value: project.reraNumber },
    }),
    ...(low > 0 && {
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'INR',
        lowPrice: low,
        highPrice: Math.max(low, high),
        url,
        seller: { '@type': 'RealEstateAgent', name: site.name },
      },
    }),
  };
  return { '@context': 'https://schema.org', '@graph': [product, place] };
}

/** The home page's title, also the default of pages that set none. */
export const HOME_TITLE = `${site.name} | New Projects in Gurgaon, Delhi & Noida`;

type PageMetadataInput = {
  title: string;
  description: string;
  /** The canonical path, e.g. '/about'. */
  path: string;
  /** Defaults to the site's share image. */
  image?: string;
  noindex?: boolean;
};

/**
 * A page's metadata with its canonical URL and complete Open Graph and Twitter tags. Next replaces the root
 * layout's `openGraph` object rather than merging it, so every page repeats the site-wide fields here.
 */
export function pageMetadata({ title, description, path, image = site.shareImage, noindex = false }: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: 'en_IN',
      url: path,
      title,
      description,
      images: [{ url: image, alt: title }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
    ...(noindex && { robots: { index: false, follow: true } }),
  };
}
