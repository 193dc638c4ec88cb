import { NextResponse, type NextRequest } from 'next/server';
import { createFailureLimiter } from '@/lib/admin/failure-limit';
import { STAFF_LOGIN_LIMIT, isStaffPath, staffGate, withStaffHeaders } from '@/lib/admin/gate';
import { env } from '@/lib/env';
import { missingPageResponse } from '@/lib/missing-page-rewrite';
import { clientAddress } from '@/lib/network-edge';
import { hasMalformedEncoding } from '@/lib/paths';

const staffLogins = createFailureLimiter(STAFF_LOGIN_LIMIT);

/**
 * Gates shared by many routes: a path that cannot be decoded is the client's error (400), not a
 * server failure; an unknown project or company gets its SPEC 404 without an on-demand render;
 * and the staff area, its pages, CSV exports and server actions (POSTs to those
 * pages) alike, is reachable only through the staff gate.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (hasMalformedEncoding(pathname)) {
    return new NextResponse('Bad Request: malformed percent-encoding in the address.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  if (pathname.startsWith('/project-details/')) return missingPageResponse(request) ?? NextResponse.next();
  if (!isStaffPath(pathname)) return NextResponse.next();
  const { ADMIN_USER: user, ADMIN_PASSWORD: password, TRUSTED_PROXY_HOPS: hops } = env();
  const client = clientAddress(request.headers, hops);
  const refused = staffGate(request.headers.get('authorization'), client, { user, password }, staffLogins);
  return withStaffHeaders(refused ?? NextResponse.next());
}

export const config = {
  // Everything but build assets and the public folder's images and data copies.
  matcher: ['/((?!_next/static|_next/image|images/|data/).*)'],
};
