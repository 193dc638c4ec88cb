import { findCompany, findProject } from '@/lib/site/content';
import { companyPath, projectPath } from '@/lib/site/page/paths';
import { NextResponse, type NextRequest } from 'next/server';
import { MISSING_PATH_HEADER, missingPage } from './missing-page';

/**
 * The project and company routes render only the addresses generateStaticParams lists
 * (`dynamicParams = false`), so an invented id never renders on demand and never reaches the route
 * cache on disk. This gives the other addresses their SPEC answer first: a loose match (other
 * letter case, the project under another developer) is redirected to its canonical address, and
 * anything unknown is rewritten to app/missing, a 404 naming what was asked for. The rewrite carries the status:
 * the page renders its message itself, since a notFound() thrown in a render per request leaves the HTML's body
 * empty (the message would come only with JavaScript).
 * Called by proxy.ts for /project-details/{company} and /project-details/{company}/{id}.
 */
export function missingPageResponse(request: NextRequest): NextResponse | undefined {
  const { pathname } = request.nextUrl;
  const missing = missingPage(pathname);
  let canonical: string | undefined;
  if (missing.kind === 'project') {
    const entry = findProject(missing.developer, missing.projectId);
    canonical = entry ? projectPath(entry.developerKey, entry.project.id) : undefined;
  } else if (missing.kind === 'company') {
    const found = findCompany(missing.name);
    canonical = found ? companyPath(found.slug) : undefined;
  } else {
    return undefined;
  }
  if (canonical === pathname) return undefined;
  if (canonical) return NextResponse.redirect(new URL(canonical, request.url), 308);

  const headers = new Headers(request.headers);
  headers.set(MISSING_PATH_HEADER, pathname);
  return NextResponse.rewrite(new URL(`/missing${pathname}`, request.url), { request: { headers }, status: 404 });
}

/**
 * app/missing answers only proxy.ts's rewrite: a visit to its own address gets the site's 404 for an address no
 * route matches (app/global-not-found.tsx, prerendered, SPEC text in the HTML), not a 404 rendered per request.
 */
export function missingRouteVisit(request: NextRequest): NextResponse | undefined {
  const { pathname } = request.nextUrl;
  if (pathname !== '/missing' && !pathname.startsWith('/missing/')) return undefined;
  return NextResponse.rewrite(new URL('/not-found', request.url));
}
