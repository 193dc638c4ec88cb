import { sessionCookie } from '@/lib/office/staff/cookie';
import { SECOND_FACTOR_PAGE, expiredSignIn } from '@/lib/office/staff/gate';
import { SESSION_COOKIE } from '@/lib/office/staff/sessions';
import { STAFF_HOME, completeSignIn, staffNext } from '@/lib/office/staff/sign-in';
import { env } from '@/lib/platform/env';
import { isCrossSite } from '@/lib/platform/http/network-edge';
import { readFormBody } from '@/lib/platform/http/read-body';
import { NextResponse, type NextRequest } from 'next/server';

// Relative locations: request.url names the address the server listens on, not the visitor's.
const seeOther = (location: string) => new NextResponse(null, { status: 303, headers: { Location: location } });

/** The code form's POST (it works without JavaScript): the full session and the page asked for, or the code page again. */
export async function POST(request: NextRequest): Promise<Response> {
  if (isCrossSite(request.headers, env().TRUSTED_PROXY_HOPS)) return new Response('Cross-site sign-in refused.', { status: 403 });
  const body = await readFormBody(request);
  if (!body.ok) return new Response(body.message, { status: body.status });
  const next = staffNext(body.value.next);
  const outcome = await completeSignIn(request.cookies.get(SESSION_COOKIE)?.value, body.value);
  if (outcome.kind === 'expired') {
    const response = seeOther(expiredSignIn(next));
    response.cookies.set(sessionCookie(request, '', null));
    return response;
  }
  if (outcome.kind !== 'signed-in') {
    const response = seeOther(`${SECOND_FACTOR_PAGE}?${new URLSearchParams({ error: outcome.kind, ...(next && { next }) })}`);
    if (outcome.kind === 'limited') response.headers.set('Retry-After', String(outcome.retryAfterSeconds));
    return response;
  }
  const response = seeOther(next ?? STAFF_HOME);
  response.cookies.set(sessionCookie(request, outcome.token, outcome.expiresAt));
  return response;
}
