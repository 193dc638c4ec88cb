import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { FloatingWidgets } from '@/components/layout/floating-widgets';
import { ScrollToTopOnNavigate } from '@/components/layout/scroll-to-top-on-navigate';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SocialSidebar } from '@/components/layout/social-sidebar';
import { OfflineBar } from '@/components/offline/offline-bar';
import { ServiceWorkerClient } from '@/components/offline/service-worker-client';
import { JsonLd } from '@/components/ui/json-ld';
import { env } from '@/lib/env';
import { HOME_TITLE, organizationJsonLd } from '@/lib/seo';
import { site } from '@/lib/site';
import './globals.css';
import { IconSprite } from '@/components/ui/icon-sprite';

const inter = localFont({
  src: './fonts/inter-subset-wght.woff2',
  variable: '--font-sans',
  weight: '100 900',
  display: 'swap',
  // Preloaded (next/font's default): without it the font arrives after the first paint and its swap
  // re-wraps the project header's text, a layout shift of 0.22 measured by Lighthouse.
});

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

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={inter.variable}>
      <body>
        <IconSprite />
        <a href="#main-content" className="skip-link">
          Skip to main content
        </a>
        <ScrollToTopOnNavigate />
        <SiteHeader />
        <main id="main-content" className="page-main" tabIndex={-1}>
          <OfflineBar />
          {children}
        </main>
        <SiteFooter />
        <SocialSidebar />
        <FloatingWidgets />
        <ServiceWorkerClient />
        <JsonLd data={organizationJsonLd()} />
      </body>
    </html>
  );
}
