import { sessionCookie } from '@/lib/office/staff/cookie';
import { SECOND_FACTOR_PAGE } from '@/lib/office/staff/gate';
import { signIn } from '@/lib/office/staff/sign-in';
import { env } from '@/lib/platform/env';
import { clientAddress, isCrossSite } from '@/lib/platform/http/network-edge';
import { readFormBody } from '@/lib/platform/http/read-body';
import { NextResponse } from 'next/server';

// Relative locations: behind `npm start`, request.url names the address the server listens on
// (0.0.0.0), not the one the visitor typed.
const seeOther = (location: string) => new NextResponse(null, { status: 303, headers: { Location: location } });

function backToSignIn(query: Record<string, string | undefined>) {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return seeOther(`/admin/login?${params}`);
}

/**
 * The sign-in form's POST (it works without JavaScript): a session cookie and the page asked for, or
 * the form again. With two-factor on, the cookie's session reaches only the code page until a code is given.
 */
export async function POST(request: Request): Promise<Response> {
  const hops = env().TRUSTED_PROXY_HOPS;
  if (isCrossSite(request.headers, hops)) return new Response('Cross-site sign-in refused.', { status: 403 });
  const body = await readFormBody(request);
  if (!body.ok) return new Response(body.message, { status: body.status });
  const outcome = await signIn(body.value, clientAddress(request.headers, hops));
  if (outcome.kind === 'invalid') return backToSignIn({ error: 'invalid', next: outcome.next });
  if (outcome.kind === 'limited') {
    const response = backToSignIn({ error: 'limited', next: outcome.next });
    response.headers.set('Retry-After', String(outcome.retryAfterSeconds));
    return response;
  }
  const location = outcome.kind === 'second-factor' ? `${SECOND_FACTOR_PAGE}?${new URLSearchParams({ next: outcome.next })}` : outcome.next;
  const response = seeOther(location);
  response.cookies.set(sessionCookie(request, outcome.token, outcome.expiresAt));
  return response;
}
