type Headers = Record<string, string | string[] | number | undefined>;
export declare function pageCacheKey(request: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }): string | null;
export declare function isCacheableResponse(status: number, headers: Headers, bodyBytes: number): boolean;
export type CachedPage = { headers: Headers; body: Buffer; hashes: string[] };
export declare class PageCache {
  constructor(limits?: { maxEntries?: number; maxBytes?: number });
  readonly bytes: number;
  readonly size: number;
  get(key: string): CachedPage | undefined;
  set(key: string, headers: Headers, body: Buffer): CachedPage;
  delete(key: string): void;
}
