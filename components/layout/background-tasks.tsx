'use client';

import { ServiceWorkerClient } from '@/components/offline/service-worker-client';
import { AttributionRecorder } from './attribution-recorder';
import { ScrollToTopOnNavigate } from './scroll-to-top-on-navigate';

/**
 * What every public page does in the background and shows nothing of: the service worker's registration and page
 * saving, the note of where the visit came from, and the scroll to the top when the app router changes the page
 * (every link is a full page load, which starts at the top anyway). Its code comes once the page has loaded
 * (deferred-layout.tsx).
 */
export function BackgroundTasks() {
  return (
    <>
      <ScrollToTopOnNavigate />
      <ServiceWorkerClient />
      <AttributionRecorder />
    </>
  );
}
