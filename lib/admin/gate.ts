/** Wrong passwords one client may try per e-mail before it must wait. */
export const STAFF_LOGIN_LIMIT = { max: 10, windowMs: 15 * 60_000 };

// Staff pages show what visitors typed and who they are: never cached, never indexed.
const staffHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/** Signing in and out, and asking for a reset link: the staff paths open without a session. */
const openPaths = new Set(['/admin/login', '/admin/session', '/admin/logout', '/admin/forgot-password']);
/** The links mailed to someone who has no session yet: an invitation, a password reset. */
const openPrefixes = ['/admin/invitation/', '/admin/reset/'];

const isOpen = (pathname: string) => openPaths.has(pathname) || openPrefixes.some((prefix) => pathname.startsWith(prefix));

export function isStaffPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export function withStaffHeaders<R extends Response>(response: R): R {
  for (const [name, value] of Object.entries(staffHeaders)) response.headers.set(name, value);
  return response;
}

export type GateDecision = { kind: 'pass' } | { kind: 'sign-in'; location: string } | { kind: 'refuse' };

/**
 * What the staff gate does with a request: pass it, send a person to the sign-in page (and back
 * here afterwards), or refuse it with 401 when it is not a page a person opens (a CSV download, a
 * server action's POST), so that no write happens on the strength of a redirect.
 */
export function staffGateDecision(request: { pathname: string; search: string; method: string }, signedIn: boolean): GateDecision {
  if (signedIn || isOpen(request.pathname)) return { kind: 'pass' };
  const isPage = request.method === 'GET' && !request.pathname.endsWith('/csv');
  if (!isPage) return { kind: 'refuse' };
  const next = `${request.pathname}${request.search}`;
  return { kind: 'sign-in', location: `/admin/login?next=${encodeURIComponent(next)}` };
}
