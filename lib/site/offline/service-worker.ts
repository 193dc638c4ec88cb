/// <reference lib="webworker" />
// The service worker, bundled by @serwist/turbopack (app/serwist/[path]/route.ts) with the build's
// precache manifest injected as self.__SW_MANIFEST. It never sees /admin or the write APIs.
import {
  CacheFirst,
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
  type SerwistPlugin,
} from 'serwist';
import { buildVersion, cacheNames, earlierPageCaches, outdatedCaches } from './cache-names';
import { revisionKeeper } from './catalogue-revision';
import { ENQUIRY_SYNC_TAG, flushQueue, sendWithFetch } from './enquiry-queue';
import { idbQueueStore } from './idb-queue-store';
import { requestKind, staticFilesOf, type RequestKind } from './request-kind';
import { savedAtOf } from './saved-copy';
import { notificationTarget, staffNotificationOf } from './staff-notification';
import { OFFLINE_PATH, type PageMessage, type WorkerMessage } from './worker-messages';

declare global {
  interface WorkerGlobalScope {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const manifest = self.__SW_MANIFEST ?? [];
const names = cacheNames(buildVersion(manifest));
const PAGES_KEPT = 60;

const isKind =
  (kind: RequestKind) =>
  ({ request, url, sameOrigin }: RouteMatchCallbackOptions) =>
    requestKind({ method: request.method, mode: request.mode, destination: request.destination, sameOrigin, pathname: url.pathname }) ===
    kind;

// Pages answered from the cache because the network failed, with when each copy was saved: the page asks,
// once it runs, whether it is such a copy, to show the offline bar.
const answeredFromCache = new Map<string, number>();
const rememberCachedAnswers: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (cachedResponse) answeredFromCache.set(request.url, savedAtOf(cachedResponse.headers.get('date')) ?? Date.now());
    return cachedResponse;
  },
};
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

// Empties the data cache when an answer from the network shows another catalogue revision (catalogue-revision.ts).
const noteRevision = revisionKeeper(caches, names.data);

const PROJECT_CARDS = '/api/project-cards';
/** The shortlist, compare and the offline page draw cards from this list: have it before the first offline moment. */
async function saveProjectCards(): Promise<void> {
  const response = await fetch(PROJECT_CARDS);
  if (!response.ok) return;
  await noteRevision(response);
  await (await caches.open(names.data)).put(PROJECT_CARDS, response);
}

// Awaited before the answer goes on, so the page it brings cannot ask for its data before the cache is emptied.
const takeRevision: SerwistPlugin = {
  fetchDidSucceed: async ({ request, response, event }) => {
    const emptied = await noteRevision(response);
    // The cards again, unless this very answer is them (its strategy saves it).
    if (emptied && new URL(request.url).pathname !== PROJECT_CARDS) event.waitUntil(saveProjectCards().catch(() => undefined));
    return response;
  },
};

const serwist = new Serwist({
  precacheEntries: manifest,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new build's worker waits until a page loaded afterwards asks it to take over (service-worker-client.tsx).
  skipWaiting: false,
  // The first worker controls the page it was installed from, so the files that page loads next are saved.
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: isKind('page'),
      handler: new NetworkFirst({
        cacheName: names.pages,
        matchOptions: { ignoreVary: true },
        plugins: [okOnly, new ExpirationPlugin({ maxEntries: PAGES_KEPT }), rememberCachedAnswers, takeRevision],
      }),
    },
    {
      matcher: isKind('static'),
      handler: new CacheFirst({ cacheName: names.static, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 300 })] }),
    },
    {
      matcher: isKind('image'),
      handler: new CacheFirst({
        cacheName: names.images,
        plugins: [okOnly, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: isKind('data'),
      handler: new StaleWhileRevalidate({ cacheName: names.data, matchOptions: { ignoreVary: true }, plugins: [okOnly, takeRevision] }),
    },
  ],
  fallbacks: { entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.mode === 'navigate' }] },
});

const isSavablePage = (url: URL) =>
  requestKind({
    method: 'GET',
    mode: 'navigate',
    destination: 'document',
    sameOrigin: url.origin === self.location.origin,
    pathname: url.pathname,
  }) === 'page';

/** Saves a page for offline use: its HTML and every build file it refers to. */
async function savePage(url: string): Promise<void> {
  if (!isSavablePage(new URL(url))) return;
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
  if (response.status !== 200 || !response.headers.get('content-type')?.includes('text/html')) return;
  // In-app navigations reach the worker only as this request: the revision they show is noted here.
  if (await noteRevision(response)) await saveProjectCards();
  const html = await response.clone().text();
  await (await caches.open(names.pages)).put(url, response);
  const files = await caches.open(names.static);
  await Promise.all(
    staticFilesOf(html).map(async (file) => {
      if (!(await caches.match(file))) await files.add(file);
    }),
  );
}

/** Saves an earlier build's saved pages again for this build, then drops that build's caches. */
async function replaceEarlierBuildCaches(): Promise<void> {
  const existing = await caches.keys();
  for (const name of earlierPageCaches(existing, names)) {
    const requests = await (await caches.open(name)).keys();
    await Promise.allSettled(requests.map((request) => savePage(request.url)));
  }
  await Promise.all(outdatedCaches(existing, names).map((name) => caches.delete(name)));
}

async function sendQueuedEnquiries(): Promise<void> {
  const result = await flushQueue(idbQueueStore, sendWithFetch(fetch));
  if (result.sent > 0) {
    const notice: WorkerMessage = { type: 'enquiries-sent' };
    for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(notice);
  }
  // Rejecting asks the browser to fire the sync again later, with its own back-off.
  if (result.waiting > 0) throw new Error(`${result.waiting} enquiries still waiting for the network`);
}

self.addEventListener('install', (event) => {
  event.waitUntil(saveProjectCards().catch(() => undefined));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(replaceEarlierBuildCaches());
});

self.addEventListener('message', (event) => {
  const message = event.data as PageMessage | undefined;
  if (message?.type === 'save-page') {
    event.waitUntil(savePage(message.url).catch(() => undefined));
  } else if (message?.type === 'saved-copy?') {
    const savedAt = answeredFromCache.get(message.url) ?? null;
    answeredFromCache.delete(message.url);
    const reply: WorkerMessage = { type: 'saved-copy', savedAt };
    event.ports[0]?.postMessage(reply);
  }
});

self.addEventListener('sync', (event) => {
  if (event.tag === ENQUIRY_SYNC_TAG) event.waitUntil(sendQueuedEnquiries());
});

// Notifications to staff (lib/office/notify): shown as sent, and a tap opens the lead. Nothing here caches a
// staff page; /admin still bypasses the worker (request-kind.ts).
self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json();
  } catch {
    data = null;
  }
  const notification = staffNotificationOf(data);
  if (!notification) return;
  event.waitUntil(
    self.registration.showNotification(notification.title, {
      body: notification.body,
      tag: notification.tag || undefined,
      data: { url: notificationTarget(notification.url, self.location.origin) },
      icon: '/icons/icon-192.png',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = notificationTarget((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return void (await open.focus());
      await self.clients.openWindow(url);
    })(),
  );
});

serwist.addEventListeners();
