/** The messages between the pages and the service worker, typed on both sides. */

/** The page a navigation gets when it is offline and has no saved copy (precached with the shell). */
export const OFFLINE_PATH = '/offline';
/** Where @serwist/turbopack serves the worker; its scope is the whole site. */
export const SERVICE_WORKER_URL = '/serwist/sw.js';

export type PageMessage =
  /** Serwist's own message: a waiting worker that receives it activates. */
  { type: 'SKIP_WAITING' } | { type: 'save-page'; url: string } | { type: 'saved-copy?'; url: string };

export type WorkerMessage = { type: 'saved-copy'; savedAt: number | null } | { type: 'enquiries-sent' };
