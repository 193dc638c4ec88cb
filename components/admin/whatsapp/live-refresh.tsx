'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Keeps an open conversation current while the page is in view: it asks for the conversation's version (no content)
 * every few seconds and reloads the page's data only when it changed (a new message, a tick), so an idle page adds
 * nothing to the access log. The thread shows its newest message, as a chat does, when it opens and when it changes.
 */
export function LiveRefresh({
  versionUrl,
  version,
  threadId,
  everyMs = 3000,
}: {
  versionUrl: string;
  version: string;
  threadId: string;
  everyMs?: number;
}) {
  const router = useRouter();
  const known = useRef(version);
  useEffect(() => {
    known.current = version;
    const thread = document.getElementById(threadId);
    if (thread) thread.scrollTop = thread.scrollHeight;
  }, [version, threadId]);
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
