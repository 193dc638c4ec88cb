import type { ReactNode } from 'react';
import { RootDocument, rootMetadata, rootViewport } from '../root-document';

export const metadata = rootMetadata;
export const viewport = rootViewport;

/** The staff area's document; its header and sections are in admin/layout.tsx. */
export default function StaffDocument({ children }: { children: ReactNode }) {
  return <RootDocument>{children}</RootDocument>;
}
