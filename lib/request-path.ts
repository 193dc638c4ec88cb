import { NextResponse, type NextRequest } from 'next/server';

/**
 * The request header that tells server components which path was asked for. The root not-found
 * page reads it to say which project or company is missing, because an unknown id of a route with
 * `dynamicParams = false` is answered by that page without rendering the route (so nothing is
 * written to the route cache). Set here for every request, so a client cannot supply its own.
 */
export const REQUEST_PATH_HEADER = 'x-nestora-pathname';

export function forwardRequestPath(request: NextRequest): NextResponse {
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}
