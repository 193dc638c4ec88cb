import { sessionAccess } from '@/lib/office/staff/access';
import { FLASH_COOKIE, FLASH_HEADER, flashRemoval } from '@/lib/office/staff/flash-cookie';
import { staffGateDecision, withStaffHeaders } from '@/lib/office/staff/gate';
import { movedStaffPath } from '@/lib/office/staff/moved-paths';
import { SESSION_COOKIE } from '@/lib/office/staff/sessions';
import { missingPageResponse, missingRouteVisit } from '@/lib/site/page/missing-page-rewrite';
import { hasMalformedEncoding, isStaffPath } from '@/lib/site/page/paths';
import { NextResponse, type NextRequest } from 'next/server';

/**
 * Gates shared by many routes: a path that cannot be decoded is the client's error (400), not a
 * server failure; an unknown project or company gets its SPEC 404 without an on-demand render;
 * and the staff area, its pages, CSV exports and server actions (POSTs to those
 * pages) alike, is reachable only with a staff session that has passed both sign-in steps. A staff
 * page that moved answers 308 (method and query kept) before the gate, so that signing in comes back
 * to the new address.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (hasMalformedEncoding(pathname)) {
    return new NextResponse('Bad Request: malformed percent-encoding in the address.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  if (pathname.startsWith('/project-details/')) return missingPageResponse(request) ?? NextResponse.next();
  const missingRoute = missingRouteVisit(request);
  if (missingRoute) return missingRoute;
  if (!isStaffPath(pathname)) return NextResponse.next();
  const moved = movedStaffPath(pathname);
  if (moved) {
    const location = request.nextUrl.clone();
    location.pathname = moved;
    return withStaffHeaders(NextResponse.redirect(location, 308));
  }
  return withStaffHeaders(await staffGate(request));
}

/**
 * Every /admin request but the sign-in page needs a live session of an active staff member, past
 * its second step, and with two-factor set up where it is required.
 */
async function staffGate(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const { access, member } = await sessionAccess(request.cookies.get(SESSION_COOKIE)?.value);
  const decision = staffGateDecision({ pathname, search, method: request.method }, access, member?.role);
  if (decision.kind === 'pass') return passWithAnswer(request);
  if (decision.kind === 'sign-in') return NextResponse.redirect(new URL(decision.location, request.nextUrl), 303);
  if (decision.kind === 'forbidden') {
    return new NextResponse('Your role does not reach this part of the staff area.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new NextResponse('Staff sign-in required.', { status: 401, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * A staff form's answer, flashed to the page it went back to (lib/office/staff/flash-cookie.ts), is shown by the
 * GET that carries it, once: that GET's response removes the cookie (the page, a server component, cannot remove
 * one, so it is done here), and the page gets the answer in a request header instead (a cookie removed here is
 * gone from what the page reads too). A one-time mark kept by the server would need a store every instance
 * shares; the cookie's own short life only bounds a copy that was never shown. A prefetch or a post shows
 * nothing, so it leaves the cookie for the page's GET.
 */
function passWithAnswer(request: NextRequest): NextResponse {
  const flash = request.cookies.get(FLASH_COOKIE)?.value;
  const shown = flash !== undefined && request.method === 'GET' && !request.headers.has('next-router-prefetch');
  if (!shown && !request.headers.has(FLASH_HEADER)) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.delete(FLASH_HEADER);
  if (shown) headers.set(FLASH_HEADER, flash);
  const response = NextResponse.next({ request: { headers } });
  if (shown) response.cookies.set(flashRemoval(flash, request.nextUrl.pathname));
  return response;
}

export const config = {
  // Everything but build assets, the public folder's images and data copies, and the catalogue's uploaded photos.
  matcher: ['/((?!_next/static|_next/image|images/|data/|media/).*)'],
};
