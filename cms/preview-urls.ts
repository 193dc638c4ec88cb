import type { GeneratePreviewURL } from 'payload';

/** The editor's Preview buttons: /admin/catalogue-preview?collection=projects&id=12, ?global=home (cms/preview.ts). */
export const PREVIEW_ROUTE = '/admin/catalogue-preview';

export const collectionPreview =
  (collection: 'projects' | 'developers'): GeneratePreviewURL =>
  (doc) =>
    `${PREVIEW_ROUTE}?collection=${collection}&id=${encodeURIComponent(String(doc.id))}`;

export const globalPreview =
  (slug: string): GeneratePreviewURL =>
  () =>
    `${PREVIEW_ROUTE}?global=${slug}`;
