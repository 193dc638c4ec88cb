'use client';

import { savedCopyNotice } from '@/lib/site/offline/saved-copy';
import type { PageMessage, WorkerMessage } from '@/lib/site/offline/worker-messages';
import { useEffect, useState } from 'react';
import styles from './offline-bar.module.css';

/** Asks the worker that served this document whether it was a saved copy, and from when. */
function askSavedAt(worker: ServiceWorker, url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 2000);
    channel.port1.onmessage = (event: MessageEvent<WorkerMessage>) => {
      clearTimeout(timer);
      resolve(event.data.type === 'saved-copy' ? event.data.savedAt : null);
    };
    const question: PageMessage = { type: 'saved-copy?', url };
    worker.postMessage(question, [channel.port2]);
  });
}

/** "Offline: showing the copy saved 14:05" over a page the service worker answered from its cache. */
export function OfflineBar() {
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
    if (!worker) return;
    let live = true;
    const url = window.location.href.split('#')[0] ?? window.location.href;
    void askSavedAt(worker, url).then((savedAt) => {
      if (live && savedAt !== null) setNotice(savedCopyNotice(new Date(savedAt), new Date()));
    });
    return () => {
      live = false;
    };
  }, []);

  if (!notice) return null;
  return (
    <div className={styles.bar} role="status" data-testid="offline-bar">
      {notice}
    </div>
  );
}
