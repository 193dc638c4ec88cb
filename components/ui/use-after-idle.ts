'use client';

import { useEffect, useState } from 'react';

/** False until the page has loaded and the browser is idle, so deferred work never competes with it. */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const whenIdle = () => {
      if ('requestIdleCallback' in window) {
        const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        // Safari has no requestIdleCallback.
        const handle = globalThis.setTimeout(() => setIdle(true), 200);
        cancel = () => globalThis.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, []);
  return idle;
}
