import { site } from './site';
import type { Crumb } from './breadcrumbs';

/** schema.org description of the agency, rendered once in the root layout. */
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
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href ?? pathname, siteUrl).toString(),
    })),
  };
}

type ListedProject = {
  name: string;
  description: string;
  image: string;
  location: string;
  budget: [number, number];
};

export function projectJsonLd(project: ListedProject, path: string) {
  const [low, high] = project.budget;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: project.name,
    description: project.description,
    image: project.image,
    url: path,
    ...(low > 0 && {
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'INR',
        lowPrice: low,
        highPrice: Math.max(low, high),
        seller: { '@type': 'RealEstateAgent', name: site.name },
      },
    }),
  };
}
