import { findCompany, findProject } from '@/lib/site/content';
import { companyPath, projectPath } from '@/lib/site/page/paths';
import { NextResponse, type NextRequest } from 'next/server';
import { MISSING_PATH_HEADER, missingPage } from './missing-page';

/**
 * The project and company routes render only the addresses generateStaticParams lists
 * (`dynamicParams = false`), so an invented id never renders on demand and never reaches the route
 * cache on disk. This gives the other addresses their SPEC answer first: a loose match (other
 * letter case, the project under another developer) is redirected to its canonical address, and
 * anything unknown is rewritten to app/missing, a dynamic 404 naming what was asked for.
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
  return NextResponse.rewrite(new URL(`/missing${pathname}`, request.url), { request: { headers } });
}
