type Request = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };
export declare const MAX_KEPT_HTML_BYTES: number;
export declare function listingPageKey(request: Request, canonicalListingUrl: (search: string) => string): string | null;
export declare function prerenderedPageKey(request: Request): string | null;
export declare function isKeepablePage(status: number, headers: Record<string, unknown>): boolean;
export declare function isKeepablePrerenderedPage(status: number, headers: Record<string, unknown>): boolean;
