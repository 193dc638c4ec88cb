import { sessionCookie } from '@/lib/office/staff/cookie';
import { SESSION_COOKIE, endSession } from '@/lib/office/staff/sessions';
import { env } from '@/lib/platform/env';
import { isCrossSite } from '@/lib/platform/http/network-edge';
import { NextResponse, type NextRequest } from 'next/server';

/** Signing out ends the session on the server, not only in this browser. */
export async function POST(request: NextRequest): Promise<Response> {
  if (isCrossSite(request.headers, env().TRUSTED_PROXY_HOPS)) return new Response('Cross-site sign-out refused.', { status: 403 });
  await endSession(request.cookies.get(SESSION_COOKIE)?.value);
  // A relative location: request.url names the address the server listens on, not the visitor's.
  const response = new NextResponse(null, { status: 303, headers: { Location: '/admin/login?signed-out=1' } });
  response.cookies.set(sessionCookie(request, '', null));
  return response;
}
