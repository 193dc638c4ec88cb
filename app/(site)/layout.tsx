import { SiteChrome } from '@/components/layout/site-chrome';
import type { ReactNode } from 'react';
import { RootDocument, rootMetadata, rootViewport } from '../root-document';

export const metadata = rootMetadata;
export const viewport = rootViewport;

/** The public site; the staff area (app/(staff)) and the catalogue editor (app/(payload)) have documents of their own. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <RootDocument>
      <SiteChrome>{children}</SiteChrome>
    </RootDocument>
  );
}
