import { env } from '@/lib/platform/env';
import type { MetadataRoute } from 'next';

export default function robots(): MetadataRoute.Robots {
  const base = env().SITE_URL;
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/enquiry'] },
    sitemap: new URL('/sitemap.xml', base).toString(),
  };
}
