import { env } from '@/lib/platform/env';
import { site } from '@/lib/site/config';
import { HOME_TITLE } from '@/lib/site/page/seo';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { inter } from './fonts/inter';
import './globals.css';

export const rootMetadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: {
    default: HOME_TITLE,
    template: `%s | ${site.name}`,
  },
  description: site.description,
  applicationName: site.name,
  openGraph: { type: 'website', siteName: site.name, locale: 'en_IN', images: [site.shareImage] },
  twitter: { card: 'summary_large_image', images: [site.shareImage] },
  formatDetection: { telephone: false },
};

export const rootViewport: Viewport = {
  themeColor: '#12355b',
  width: 'device-width',
  initialScale: 1,
};

/**
 * What the public site (app/(site)) and the staff area (app/(staff)) share: the document, the font, the global
 * styles and the metadata defaults. Each is a root layout of its own because the catalogue editor
 * (app/(payload)) brings its own document, and Next allows several roots only when there is none above them.
 */
export function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={inter.variable}>
      <body>{children}</body>
    </html>
  );
}
