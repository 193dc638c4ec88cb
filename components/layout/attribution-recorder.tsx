'use client';

import { useEffect } from 'react';

/**
 * Notes where this visit came from (issue 34), once per page load: the address and referrer are read at once,
 * the recording code is fetched when the browser is idle, so it stays out of the first-load JavaScript.
 */
export function AttributionRecorder() {
  useEffect(() => {
    const page = window.location.href;
    const referrer = document.referrer;
    const record = () => {
      import('@/lib/intake/attribution/capture').then(({ recordVisit }) => recordVisit(page, referrer)).catch(() => undefined);
    };
    if ('requestIdleCallback' in window) window.requestIdleCallback(record);
    else setTimeout(record, 0);
  }, []);
  return null;
}
