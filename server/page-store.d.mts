export declare class PageStore<Page extends { bytes: number } = { bytes: number }> {
  constructor(limits?: { maxEntries?: number; maxBytes?: number });
  get(key: string): Page | undefined;
  getOrRender(key: string, render: () => Promise<{ page: Page; keep: boolean } | null>): Promise<{ page: Page | null; rendered: boolean }>;
  readonly size: number;
  readonly bytes: number;
}
