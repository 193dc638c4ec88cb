import { adminAccess, basicCredentials, type AdminCredentials } from './auth';
import type { FailureLimiter } from './failure-limit';

/** Wrong passwords one client may try per user name before it must wait (issue 12, item 6). */
export const STAFF_LOGIN_LIMIT = { max: 10, windowMs: 15 * 60_000 };

// Staff pages show what visitors typed and who they are: never cached, never indexed.
const staffHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export function isStaffPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export function withStaffHeaders<R extends Response>(response: R): R {
  for (const [name, value] of Object.entries(staffHeaders)) response.headers.set(name, value);
  return response;
}

function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });
}

/**
 * The one gate of the staff area: 404 while no credentials are configured (a forgotten setting
 * never leaves it open), 401 with a Basic challenge for missing or wrong ones, 429 once a client
 * has failed too often. Returns null when the request may pass.
 *
 * Failures count per client address and attempted user name: guesses at the staff user's
 * password are limited all the same, and someone sharing the office's address cannot lock staff
 * out without knowing their user name. Requests without credentials guess nothing and are free.
 */
export function staffGate(
  authorization: string | null,
  client: string,
  expected: AdminCredentials,
  failures: FailureLimiter,
): Response | null {
  const access = adminAccess(authorization, expected);
  if (access === 'disabled') return plain(404, 'Not Found');
  const attempt = basicCredentials(authorization);
  const key = attempt ? `${client} ${attempt.user.slice(0, 200)}` : undefined;
  const wait = key ? failures.retryAfterSeconds(key) : 0;
  if (wait > 0) {
    return plain(429, 'Too many failed sign-ins. Please wait and try again.', { 'Retry-After': String(wait) });
  }
  if (access === 'granted') {
    if (key) failures.succeed(key);
    return null;
  }
  if (key) failures.fail(key);
  return plain(401, 'Staff sign-in required.', {
    'WWW-Authenticate': 'Basic realm="Nestora staff", charset="UTF-8"',
  });
}
