// A bounded in-memory store of pages ready to send (server/stored-page.mjs), by key, for server/start-server.mjs.
// Concurrent misses of one key share one render: the first goes to Next.js, the others wait for what it brings.
import { LRUCache } from 'lru-cache';

export class PageStore {
  /** @param {{ maxEntries?: number, maxBytes?: number }} [limits] */
  constructor({ maxEntries = 1000, maxBytes = 64 * 1024 * 1024 } = {}) {
    this.pages = new LRUCache({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (page) => Math.max(1, page.bytes) });
    /** @type {Map<string, Promise<object | null>>} */
    this.inFlight = new Map();
  }

  /** The stored page, now the most recently used; undefined when absent. */
  get(key) {
    return this.pages.get(key);
  }

  /**
   * The page under `key`: stored, being made by another request (waited for), or made now by `render`, which
   * resolves to a page, with whether to keep it, or to null when the response is not one to keep (and went out
   * on its own). Resolves to the page to send, or null when this request must go its own way.
   */
  async getOrRender(key, render) {
    const stored = this.pages.get(key);
    if (stored) return { page: stored, rendered: false };
    const pending = this.inFlight.get(key);
    if (pending) {
      const page = await pending;
      return page ? { page, rendered: false } : { page: null, rendered: false };
    }
    const made = render().then(
      (result) => {
        if (result?.keep) this.pages.set(key, result.page);
        return result?.page ?? null;
      },
      () => null,
    );
    this.inFlight.set(key, made);
    try {
      return { page: await made, rendered: true };
    } finally {
      this.inFlight.delete(key);
    }
  }

  get size() {
    return this.pages.size;
  }

  get bytes() {
    return this.pages.calculatedSize;
  }
}
