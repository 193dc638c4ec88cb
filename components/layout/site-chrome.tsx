import { ConsentNotice } from '@/components/forms/consent-notice';
import { PrivacyNoticeProvider } from '@/components/forms/notice-context';
import {
  DeferredOfflineBar as OfflineBar,
  DeferredServiceWorkerClient as ServiceWorkerClient,
} from '@/components/offline/deferred-offline';
import { IconSprite } from '@/components/ui/icon-sprite';
import { JsonLd } from '@/components/ui/json-ld';
import { getPrivacyNotice } from '@/lib/site/content';
import { organizationJsonLd } from '@/lib/site/page/seo';
import type { ReactNode } from 'react';
import { AttributionRecorder } from './attribution-recorder';
import { DeferredFloatingWidgets as FloatingWidgets } from './deferred-chrome';
import { ScrollToTopOnNavigate } from './scroll-to-top-on-navigate';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SocialSidebar } from './social-sidebar';

/**
 * What every public page sits in: the header, the footer with its enquiry form, the floating buttons,
 * the service worker. Used by the public pages' layout, and by the root 404, which no layout but the
 * root one wraps.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  const notices = { enquiry: <ConsentNotice kind="enquiry" />, application: <ConsentNotice kind="application" /> };
  return (
    <PrivacyNoticeProvider version={getPrivacyNotice().version} notices={notices}>
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
      <AttributionRecorder />
      <JsonLd data={organizationJsonLd()} />
    </PrivacyNoticeProvider>
  );
}
