'use client';

import { SERVICE_WORKER_URL, type PageMessage, type WorkerMessage } from '@/lib/site/offline/worker-messages';
import { isStaffPath } from '@/lib/site/page/paths';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

// The queue of enquiries kept offline (IndexedDB) is code for the few visits that have one waiting: fetched
// when the browser is idle after the load, or when the connection returns, not with the page.
const loadWaitingEnquiries = () => import('./waiting-enquiries');
const sendWaitingEnquiries = () =>
  loadWaitingEnquiries()
    .then((waiting) => waiting.sendWaitingEnquiries())
    .catch(() => undefined);

async function postToWorker(message: PageMessage) {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}

// Browsers look for a new worker on full page loads; a visitor who moves through the site in-app is asked
// about now and then too, so that a new deployment is found and takes over at their next page load.
const UPDATE_CHECK_EVERY_MS = 15 * 60_000;
let lastUpdateCheck = Date.now();

async function checkForNewDeployment() {
  if (Date.now() - lastUpdateCheck < UPDATE_CHECK_EVERY_MS) return;
  lastUpdateCheck = Date.now();
  await (await navigator.serviceWorker.getRegistration())?.update();
}

/**
 * A new deployment's worker, found on an earlier page, takes over as a page loads: between two documents,
 * so no page runs one build's scripts under the other's worker, and only online, where this page came from
 * the network (the new build) and the new worker can save the visitor's pages again for its build.
 */
function takeOverIfWaiting(registration: ServiceWorkerRegistration) {
  const skipWaiting: PageMessage = { type: 'SKIP_WAITING' };
  if (registration.waiting && navigator.onLine) registration.waiting.postMessage(skipWaiting);
}

/** Runs `task` after the load event, when the browser is next idle; returns a cancel function. */
function afterLoadWhenIdle(task: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    // Safari has no requestIdleCallback.
    idle =
      'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 5000 }) : Number(globalThis.setTimeout(task, 1000));
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if ('cancelIdleCallback' in window) window.cancelIdleCallback(idle);
    else globalThis.clearTimeout(idle);
  };
}

/**
 * Registers the service worker, saves each page the visitor opens (in-app navigations never reach the
 * worker as documents) and sends enquiries that waited for the network. Renders nothing.
 */
export function ServiceWorkerClient() {
  const pathname = usePathname();
  const supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

  useEffect(() => {
    if (!supported || isStaffPath(window.location.pathname)) return;
    const register = () =>
      navigator.serviceWorker
        .register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
        .then(takeOverIfWaiting)
        .catch((error: unknown) => console.warn('Offline support unavailable', error));
    // Only once the page has loaded and the browser is idle: installing precaches the app shell (~700 KB),
    // which would otherwise compete with the page's own image, font and scripts on a slow connection.
    const cancel = afterLoadWhenIdle(register);
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      if (event.data?.type === 'enquiries-sent') {
        void loadWaitingEnquiries()
          .then((waiting) => waiting.announceSentEnquiries())
          .catch(() => undefined);
      }
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => {
      cancel();
      navigator.serviceWorker.removeEventListener('message', onMessage);
    };
  }, [supported]);

  useEffect(() => {
    const send = () => void sendWaitingEnquiries();
    const cancel = afterLoadWhenIdle(send);
    window.addEventListener('online', send);
    return () => {
      cancel();
      window.removeEventListener('online', send);
    };
  }, []);

  // A document the worker already served was saved as it passed; in-app navigations and the page the worker
  // was installed from were not.
  const servedByWorker = useRef(supported && Boolean(navigator.serviceWorker.controller));
  useEffect(() => {
    if (servedByWorker.current) {
      servedByWorker.current = false;
      return;
    }
    if (!supported || !navigator.onLine || isStaffPath(pathname)) return;
    const url = window.location.href.split('#')[0] ?? window.location.href;
    void postToWorker({ type: 'save-page', url }).catch(() => undefined);
    void checkForNewDeployment().catch(() => undefined);
  }, [pathname, supported]);

  return null;
}
