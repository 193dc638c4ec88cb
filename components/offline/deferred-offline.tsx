'use client';

import { deferred } from '@/components/ui/deferred';

// Neither shows anything at first (the bar only over a page the worker served from its cache), and the worker
// is registered only once the page has loaded: their code waits until then too (issue 43).
export const DeferredOfflineBar = deferred(() => import('./offline-bar').then((module) => module.OfflineBar));
export const DeferredServiceWorkerClient = deferred(() => import('./service-worker-client').then((module) => module.ServiceWorkerClient));
