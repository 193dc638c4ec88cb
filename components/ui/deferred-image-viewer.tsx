'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, read at once (components/ui/island.tsx) */

import { island } from './island';

// The image viewer's triggers' behaviour (image-viewer-live.tsx), whose code comes after the page; it renders nothing
// on the server.
export const DeferredImageViewerLive = island(
  () => import('./image-viewer-live').then((module) => module.ImageViewerLive),
  typeof window === 'undefined' ? (require('./image-viewer-live') as typeof import('./image-viewer-live')).ImageViewerLive : undefined,
);
