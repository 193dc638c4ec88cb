import { getPrivacyNotice } from '@/lib/site/content';
import { render as renderInDom, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ConsentNotice } from './consent-notice';
import { PrivacyNoticeProvider } from './notice-context';

/** What a form finds around it on the site: the privacy notices, rendered as on the server (the enquiry one from the chrome, the application one from the careers page), and their version. */
function WithNotice({ children }: { children: ReactNode }) {
  const notices = { enquiry: <ConsentNotice kind="enquiry" />, application: <ConsentNotice kind="application" /> };
  return (
    <PrivacyNoticeProvider version={getPrivacyNotice().version} notices={notices}>
      {children}
    </PrivacyNoticeProvider>
  );
}

/** For the forms' component tests: render inside the notice the site's chrome provides. */
export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return renderInDom(ui, { ...options, wrapper: WithNotice });
}
