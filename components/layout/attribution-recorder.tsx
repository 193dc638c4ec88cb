'use client';

import { useIdle } from '@/components/ui/use-island-trigger';
import { useEffect, useRef } from 'react';

/**
 * Notes where this visit came from (issue 34), once per page load: the address and referrer are read at once,
 * at hydration; the recording code is fetched and run only once the page has loaded and the browser is idle
 * (issue 43), so it stays out of the first-load JavaScript and never runs beside the hydration, the map view's
 * Leaflet or the images the page is still loading.
 */
export function AttributionRecorder() {
  const visit = useRef<{ page: string; referrer: string } | null>(null);
  const idle = useIdle();
  useEffect(() => {
    visit.current = { page: window.location.href, referrer: document.referrer };
  }, []);
  useEffect(() => {
    const seen = visit.current;
    if (!idle || !seen) return;
    visit.current = null;
    import('@/lib/intake/attribution/capture').then(({ recordVisit }) => recordVisit(seen.page, seen.referrer)).catch(() => undefined);
  }, [idle]);
  return null;
}
