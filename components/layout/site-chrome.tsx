import { ConsentNotice } from '@/components/forms/consent-notice';
import { PrivacyNoticeProvider } from '@/components/forms/notice-context';
import { getPrivacyNotice } from '@/lib/site/content';
import type { ReactNode } from 'react';
import { DeferredBackgroundTasks as BackgroundTasks, DeferredOfflineBar as OfflineBar } from './deferred-layout';
import { FloatingWidgets } from './floating-widgets';
import { PreviewBanner } from './preview-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SocialSidebar } from './social-sidebar';

/**
 * What every public page sits in: the header, the footer with its enquiry form, the floating buttons,
 * the service worker. Used by the public pages' layout, and by the root 404, which no layout but the
 * root one wraps.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  // The application notice only where its form is (app/(site)/career): it is the RSC payload of every page it rides on.
  const notices = { enquiry: <ConsentNotice kind="enquiry" /> };
  return (
    <PrivacyNoticeProvider version={getPrivacyNotice().version} notices={notices}>
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main-content" className="page-main" tabIndex={-1}>
        <PreviewBanner />
        <OfflineBar />
        {children}
      </main>
      <SiteFooter />
      <SocialSidebar />
      <FloatingWidgets />
      <BackgroundTasks />
    </PrivacyNoticeProvider>
  );
}
