export type PrerenderManifest = {
  routes?: Record<string, { routeType?: string; initialRevalidateSeconds?: number | false }>;
  dynamicRoutes?: Record<string, { dataRoute?: string | null; fallback?: string | null | false }>;
};
export declare function readPrerenderManifest(distDir: string): PrerenderManifest;
export declare function pagesThatChangeAfterBuild(prerenderManifest: PrerenderManifest): string[];
