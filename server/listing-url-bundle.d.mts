export declare function bundleListingUrl(distDir: string): Promise<void>;
export declare function loadListingUrl(distDir: string): Promise<((search: string) => string) | undefined>;
