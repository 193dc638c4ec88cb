'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy, read at once (components/ui/deferred.tsx) */

import { deferred } from '@/components/ui/deferred';

// Neither shows anything at first (the bar only over a page the worker served from its cache), and the worker
// is registered only once the page has loaded: their code waits until then too (issue 43).
export const DeferredOfflineBar = deferred(
  () => import('./offline-bar').then((module) => module.OfflineBar),
  typeof window === 'undefined' ? (require('./offline-bar') as typeof import('./offline-bar')).OfflineBar : undefined,
);
export const DeferredServiceWorkerClient = deferred(
  () => import('./service-worker-client').then((module) => module.ServiceWorkerClient),
  typeof window === 'undefined'
    ? (require('./service-worker-client') as typeof import('./service-worker-client')).ServiceWorkerClient
    : undefined,
);
