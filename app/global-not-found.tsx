import { SiteChrome } from '@/components/layout/site-chrome';
import { NotFoundNotice } from '@/components/ui/not-found-notice';
import { site } from '@/lib/site/config';
import type { Metadata, Viewport } from 'next';
import { inter } from './fonts/inter';
import './globals.css';

export const metadata: Metadata = {
  title: `Page not found | ${site.name}`,
  robots: { index: false },
};

export const viewport: Viewport = { themeColor: '#12355b', width: 'device-width', initialScale: 1 };

/**
 * An address no route matches (next.config.ts enables this file). Next renders it without any layout, so it is
 * a whole document, with the public site's header and footer like every other public page.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en-IN" className={inter.variable}>
      <body>
        <SiteChrome>
          <NotFoundNotice />
        </SiteChrome>
      </body>
    </html>
  );
}
