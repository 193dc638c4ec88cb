export declare const DEFAULT_TILE_URL: string;
export declare const DEFAULT_TILE_ATTRIBUTION: string;
export declare function tileUrlProblem(template: string): string | null;
export declare function tileImageSources(template: string): string[];
