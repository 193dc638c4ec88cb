export declare const DEFAULT_SITE_URL: string;
export declare function builtSiteUrl(distDir: string): string | undefined;
export declare function originMismatch(env?: Record<string, string | undefined>): string | null;
export declare function distDirOf(env?: Record<string, string | undefined>): string;
