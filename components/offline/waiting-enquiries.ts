import { ENQUIRY_SYNC_TAG, flushQueue, sendWithFetch, type QueuedEnquiry } from '@/lib/site/offline/enquiry-queue';
import { hasIndexedDb, idbQueueStore } from '@/lib/site/offline/idb-queue-store';

// Loaded on demand (a form's first focus, the service worker client when idle): re-exported for those callers.
export { hasIndexedDb };

/**
 * Keeps an enquiry that could not be sent, under its Idempotency-Key, and asks the service worker to send it
 * when the connection is back (Background Sync). False when this browser cannot keep it.
 */
export async function keepForLater(entry: Omit<QueuedEnquiry, 'queuedAt' | 'sentAt'>): Promise<boolean> {
  if (!hasIndexedDb()) return false;
  try {
    await idbQueueStore.put({ ...entry, queuedAt: Date.now() });
  } catch (error) {
    console.error('Could not keep the enquiry on this device', error);
    return false;
  }
  void requestBackgroundSync();
  return true;
}

async function requestBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration && 'sync' in registration) await registration.sync.register(ENQUIRY_SYNC_TAG);
  } catch {
    // No Background Sync (or no worker): the page sends the queue itself when it is next open and online.
  }
}

let sending: Promise<void> | null = null;

/**
 * Sends what is waiting from the page itself: the way for browsers without Background Sync, and the quick
 * way when the page is open as the connection returns. Running alongside the worker is safe: the same key
 * on both requests stores one enquiry.
 */
export function sendWaitingEnquiries(): Promise<void> {
  if (!hasIndexedDb()) return Promise.resolve();
  sending ??= flushQueue(
    idbQueueStore,
    sendWithFetch((...args) => fetch(...args)),
  )
    .then((result) => {
      for (const entry of result.rejected) console.error('A saved enquiry was refused by the server', entry.key);
    })
    .then(announceSentEnquiries)
    .catch((error: unknown) => console.error('Could not send the saved enquiries', error))
    .finally(() => {
      sending = null;
    });
  return sending;
}

/** Tells the visitor, with each form's own success message, about saved enquiries that have now been stored. */
export async function announceSentEnquiries(): Promise<void> {
  for (const entry of await idbQueueStore.takeSent()) window.alert(entry.successMessage);
}
