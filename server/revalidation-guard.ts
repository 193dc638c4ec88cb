// A build check (server/build-steps/csp-manifest.ts runs it): no public page may change after the build. The server keeps
// each prerendered page in memory for as long as it runs (server/page-responder.ts), and the policy of a page
// it does not keep (the 404 page, one too big to keep) allows the inline scripts the build recorded. A page that
// revalidates (`revalidate`, ISR, `revalidatePath`) or renders unlisted parameters on demand (a dynamic route
// with a fallback) would be served stale from memory, or with scripts its policy does not allow: it would stop
// hydrating without a word. So the build names such a route and fails, and whoever wants one decides first how
// the server should learn of the new HTML.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isStaffArea } from './csp';

/** What this check reads of Next.js's prerender-manifest.json. */
export type PrerenderManifest = {
  routes?: Record<string, { routeType?: string; initialRevalidateSeconds?: number | false }>;
  dynamicRoutes?: Record<string, { dataRoute?: string | null; fallback?: string | null | false }>;
};

/** Next.js's record of what it prerendered and how each page revalidates. */
export function readPrerenderManifest(distDir: string): PrerenderManifest {
  const file = path.join(distDir, 'prerender-manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: is ${distDir} a finished \`next build\`?`);
  return JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifest;
}

/** The public pages whose HTML can change after the build, each with why; none in a build the server can serve. */
export function pagesThatChangeAfterBuild(prerenderManifest: PrerenderManifest): string[] {
  const problems: string[] = [];
  for (const [route, entry] of Object.entries(prerenderManifest.routes ?? {})) {
    if (entry.routeType !== 'page' || isStaffArea(route)) continue;
    const seconds = entry.initialRevalidateSeconds;
    if (seconds !== false && seconds !== undefined) problems.push(`${route}: revalidates (revalidate = ${seconds})`);
  }
  for (const [route, entry] of Object.entries(prerenderManifest.dynamicRoutes ?? {})) {
    if (entry.dataRoute === null || isStaffArea(route)) continue;
    if (entry.fallback !== false)
      problems.push(
        `${route}: renders parameters it was not built with on demand (dynamicParams, fallback ${JSON.stringify(entry.fallback)})`,
      );
  }
  return problems;
}
