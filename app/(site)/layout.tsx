import { SiteChrome } from '@/components/layout/site-chrome';
import type { ReactNode } from 'react';

/** The public site; the staff area (app/admin) has a layout of its own. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
