// A bounded in-memory store of pages ready to send (server/stored-page.ts), by key, for server/start-server.ts.
// Concurrent misses of one key share one render: the first goes to Next.js, the others wait for what it brings.
import { LRUCache } from 'lru-cache';

/** What `render` brings: the page made, and whether it may be kept; null when the response went out on its own. */
export type Rendered<Page> = { page: Page; keep: boolean } | null;

/**
 * Makes the page for the first of the requests for a key. `waitedFor()` says whether any other request is
 * waiting for it at that moment: a render that sends its own request's page as it goes (and makes a page to
 * keep only for others) asks it once its page is complete.
 */
export type Render<Page> = (waitedFor: () => boolean) => Promise<Rendered<Page>>;

type InFlight<Page> = { made: Promise<Page | null>; waiters: number };

export class PageStore<Page extends { bytes: number } = { bytes: number }> {
  private readonly pages: LRUCache<string, Page>;
  private readonly inFlight = new Map<string, InFlight<Page>>();

  constructor({ maxEntries = 1000, maxBytes = 64 * 1024 * 1024 }: { maxEntries?: number; maxBytes?: number } = {}) {
    this.pages = new LRUCache<string, Page>({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (page) => Math.max(1, page.bytes) });
  }

  /** The stored page, now the most recently used; undefined when absent. */
  get(key: string): Page | undefined {
    return this.pages.get(key);
  }

  /** Whether a page is stored or being made under `key` (without touching its recency). */
  holds(key: string): boolean {
    return this.pages.has(key) || this.inFlight.has(key);
  }

  /**
   * The page under `key`: stored, being made by another request (waited for), or made now by `render`, which
   * resolves to a page, with whether to keep it, or to null when the response is not one to keep (and went out
   * on its own). Resolves to the page to send, or null when this request must go its own way; `rendered` says
   * this request's render made it.
   */
  async getOrRender(key: string, render: Render<Page>): Promise<{ page: Page | null; rendered: boolean }> {
    const stored = this.pages.get(key);
    if (stored) return { page: stored, rendered: false };
    const pending = this.inFlight.get(key);
    if (pending) {
      pending.waiters += 1;
      const page = await pending.made;
      return { page, rendered: false };
    }
    const entry: InFlight<Page> = { made: Promise.resolve(null), waiters: 0 };
    entry.made = render(() => entry.waiters > 0).then(
      (result) => {
        if (result?.keep) this.pages.set(key, result.page);
        return result?.page ?? null;
      },
      () => null,
    );
    this.inFlight.set(key, entry);
    try {
      return { page: await entry.made, rendered: true };
    } finally {
      this.inFlight.delete(key);
    }
  }

  /** Forgets every stored page (a render under way still stores its own when it ends). */
  clear(): void {
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.pages.calculatedSize;
  }
}
