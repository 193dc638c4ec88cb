import { env } from '@/lib/platform/env';
import { getAllProjectEntries, getCities, getCompanies } from '@/lib/site/content';
import { landingPaths } from '@/lib/site/landing/pages';
import { companyPath, projectPath } from '@/lib/site/page/paths';
import type { MetadataRoute } from 'next';

const staticPaths = [
  '/',
  '/about',
  '/career',
  '/contact-us',
  '/residential',
  '/commercial',
  '/plots',
  '/sco',
  '/trending-projects',
  '/developers',
  '/project-details',
  '/projects-count',
  '/city',
  '/privacy-policy',
];

export default function sitemap(): MetadataRoute.Sitemap {
  const base = env().SITE_URL;
  const paths = [
    ...staticPaths,
    ...getCities().map((city) => `/city/${city.slug}`),
    ...landingPaths(),
    ...Object.keys(getCompanies()).map(companyPath),
    ...getAllProjectEntries().map(({ developerKey, project }) => projectPath(developerKey, project.id)),
  ];
  return paths.map((path) => ({ url: new URL(path, base).toString() }));
}
