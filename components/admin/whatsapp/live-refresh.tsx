'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Keeps an open conversation current while the page is in view: it asks for the conversation's version (no content)
 * every few seconds and reloads the page's data only when it changed (a new message, a tick), so an idle page adds
 * nothing to the access log.
 */
export function LiveRefresh({ versionUrl, version, everyMs = 3000 }: { versionUrl: string; version: string; everyMs?: number }) {
  const router = useRouter();
  const known = useRef(version);
  useEffect(() => {
    known.current = version;
  }, [version]);
  useEffect(() => {
    const timer = setInterval(async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const response = await fetch(versionUrl, { cache: 'no-store' });
        if (!response.ok) return;
        const { version: now } = (await response.json()) as { version?: string };
        if (now && now !== known.current) {
          known.current = now;
          router.refresh();
        }
      } catch {
        // Offline for a moment: the next tick asks again.
      }
    }, everyMs);
    return () => clearInterval(timer);
  }, [router, versionUrl, everyMs]);
  return null;
}
