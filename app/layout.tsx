import { env } from '@/lib/platform/env';
import { site } from '@/lib/site/config';
import { HOME_TITLE } from '@/lib/site/page/seo';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { inter } from './fonts/inter';
import './globals.css';

export const metadata: Metadata = {
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

export const viewport: Viewport = {
  themeColor: '#12355b',
  width: 'device-width',
  initialScale: 1,
};

/**
 * What the public site (app/(site)) and the staff area (app/admin) share: the document, the font, the global
 * styles and the metadata defaults. Each brings its own header, navigation and footer.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={inter.variable}>
      <body>{children}</body>
    </html>
  );
}
