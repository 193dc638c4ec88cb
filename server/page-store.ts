// A bounded in-memory store of pages ready to send (server/stored-page.ts), by key, for server/start-server.ts.
// Concurrent misses of one key share one render: the first goes to Next.js, the others wait for what it brings.
import { LRUCache } from 'lru-cache';

/** What `render` brings: the page made, and whether it may be kept; null when the response went out on its own. */
export type Rendered<Page> = { page: Page; keep: boolean } | null;

export class PageStore<Page extends { bytes: number } = { bytes: number }> {
  private readonly pages: LRUCache<string, Page>;
  private readonly inFlight = new Map<string, Promise<Page | null>>();

  constructor({ maxEntries = 1000, maxBytes = 64 * 1024 * 1024 }: { maxEntries?: number; maxBytes?: number } = {}) {
    this.pages = new LRUCache<string, Page>({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (page) => Math.max(1, page.bytes) });
  }

  /** The stored page, now the most recently used; undefined when absent. */
  get(key: string): Page | undefined {
    return this.pages.get(key);
  }

  /**
   * The page under `key`: stored, being made by another request (waited for), or made now by `render`, which
   * resolves to a page, with whether to keep it, or to null when the response is not one to keep (and went out
   * on its own). Resolves to the page to send, or null when this request must go its own way.
   */
  async getOrRender(key: string, render: () => Promise<Rendered<Page>>): Promise<{ page: Page | null; rendered: boolean }> {
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

  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.pages.calculatedSize;
  }
}
