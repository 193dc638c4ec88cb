'use client';

import { ServiceWorkerClient } from '@/components/offline/service-worker-client';
import { AttributionRecorder } from './attribution-recorder';

/**
 * What every public page does in the background and shows nothing of: the service worker's registration and page
 * saving, and the note of where the visit came from. Its code comes once the page has loaded (deferred-layout.tsx).
 */
export function BackgroundTasks() {
  return (
    <>
      <ServiceWorkerClient />
      <AttributionRecorder />
    </>
  );
}
