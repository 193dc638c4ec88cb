import { getPrivacyNotice } from '@/lib/site/content';
import { render as renderInDom, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ConsentNotice } from './consent-notice';
import { PrivacyNoticeProvider } from './notice-context';

/** What the site's chrome gives every form: the privacy notice, rendered as on the server, and its version. */
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
