import type { QueueStore, QueuedEnquiry } from './enquiry-queue';

const DATABASE = 'nestora-offline';
const STORE = 'enquiries';

/** Whether this browser (or worker) has IndexedDB at all; without it nothing can wait for the network. */
export const hasIndexedDb = () => typeof indexedDB !== 'undefined';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | (() => T)): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const outcome = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(typeof outcome === 'function' ? outcome() : outcome.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

/** The queue in IndexedDB, shared by every tab of the site and its service worker. */
export const idbQueueStore: QueueStore = {
  all: () => run('readonly', (store) => store.getAll() as IDBRequest<QueuedEnquiry[]>),
  put: (entry) => run('readwrite', (store) => store.put(entry)).then(() => undefined),
  markSent: (key, sentAt) =>
    run('readwrite', (store) => {
      let marked = false;
      const read = store.get(key);
      read.onsuccess = () => {
        const entry = read.result as QueuedEnquiry | undefined;
        if (!entry || entry.sentAt !== undefined) return;
        store.put({ ...entry, sentAt });
        marked = true;
      };
      return () => marked;
    }),
  remove: (key) => run('readwrite', (store) => store.delete(key)).then(() => undefined),
  takeSent: () =>
    run('readwrite', (store) => {
      const taken: QueuedEnquiry[] = [];
      const cursor = store.openCursor();
      cursor.onsuccess = () => {
        const current = cursor.result;
        if (!current) return;
        const entry = current.value as QueuedEnquiry;
        if (entry.sentAt !== undefined) {
          taken.push(entry);
          current.delete();
        }
        current.continue();
      };
      return () => taken;
    }),
};
