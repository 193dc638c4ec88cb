import type { StaffAccess } from '@/lib/office/staff/access';

/** The sign-in's second step: where a session that waits for a code is sent. */
export const SECOND_FACTOR_PAGE = '/admin/login/two-factor';
/** Where the code page's form posts; its handler checks the waiting session itself. */
export const SECOND_FACTOR_FORM = '/admin/session/two-factor';
/** Setting up two-factor: where a member who must use it and has not set it up is sent. */
export const ENROLMENT_PAGE = '/admin/account/two-factor';

// Staff pages show what visitors typed and who they are: never cached, never indexed.
const staffHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/** Signing in and out, and asking for a reset link: the staff paths open without a session. */
const openPaths = new Set(['/admin/login', '/admin/session', '/admin/logout', '/admin/forgot-password']);
/** The links mailed to someone who has no session yet: an invitation, a password reset. */
const openPrefixes = ['/admin/invitation/', '/admin/reset/'];

const isOpen = (pathname: string) => openPaths.has(pathname) || openPrefixes.some((prefix) => pathname.startsWith(prefix));

/** What a session short of full access may reach, and where its pages are sent instead. */
const partialAccess = {
  'second-factor': { paths: new Set([SECOND_FACTOR_PAGE, SECOND_FACTOR_FORM]), page: SECOND_FACTOR_PAGE },
  enrol: { paths: new Set(['/admin/account', ENROLMENT_PAGE]), page: ENROLMENT_PAGE },
} as const;

export function withStaffHeaders<R extends Response>(response: R): R {
  for (const [name, value] of Object.entries(staffHeaders)) response.headers.set(name, value);
  return response;
}

/** The sign-in page saying the code step ran out of time, and where to go after signing in again. */
export function expiredSignIn(next: string | null | undefined): string {
  return `/admin/login?${new URLSearchParams({ error: 'expired', ...(next && { next }) })}`;
}

export type GateDecision = { kind: 'pass' } | { kind: 'sign-in'; location: string } | { kind: 'refuse' } | { kind: 'forbidden' };

export const CATALOGUE_EDITOR_PAGE = '/admin/catalogue';
/** The editor's API (Payload's REST), under /admin so that the staff session cookie reaches it. */
export const CATALOGUE_EDITOR_API = '/admin/catalogue-api';

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

// An editor (marketing) works the catalogue and their own account; the leads, reports and settings are not theirs.
const editorPrefixes = [CATALOGUE_EDITOR_PAGE, CATALOGUE_EDITOR_API, '/admin/catalogue-preview', '/admin/account'];
const editorMayReach = (pathname: string) => editorPrefixes.some((prefix) => under(pathname, prefix)) || isOpen(pathname);

/**
 * Full access, narrowed by role: an editor's other staff pages send them to the editor, and an advisor's visit to the
 * editor sends them to the leads; other requests out of their role are refused.
 */
function roleDecision(request: { pathname: string; method: string }, role: string | undefined): GateDecision {
  const elsewhere = (location: string): GateDecision => (request.method === 'GET' ? { kind: 'sign-in', location } : { kind: 'refuse' });
  if (role === 'editor') return editorMayReach(request.pathname) ? { kind: 'pass' } : elsewhere(CATALOGUE_EDITOR_PAGE);
  if (role === 'advisor' && under(request.pathname, CATALOGUE_EDITOR_API)) return { kind: 'forbidden' };
  if (role === 'advisor' && under(request.pathname, CATALOGUE_EDITOR_PAGE)) return elsewhere('/admin/leads');
  return { kind: 'pass' };
}

/**
 * What the staff gate does with a request: pass it, send a person to the page their sign-in needs
 * next (and back here afterwards), or refuse it with 401 when it is not a page a person opens (a
 * CSV download, a server action's POST), so that no write happens on the strength of a redirect.
 * A session waiting for its code reaches only the code page; a member who must set up two-factor
 * only the account pages, until they have. Without a session, the code page and its form mean the
 * waiting session ran out (10 minutes): the person is told so on the sign-in page, not refused.
 */
export function staffGateDecision(
  request: { pathname: string; search: string; method: string },
  access: StaffAccess,
  role?: string,
): GateDecision {
  if (access === 'full') return roleDecision(request, role);
  if (isOpen(request.pathname)) return { kind: 'pass' };
  if (access === 'none' && request.pathname === SECOND_FACTOR_FORM) return { kind: 'pass' };
  if (access === 'none' && request.pathname === SECOND_FACTOR_PAGE && request.method === 'GET') {
    return { kind: 'sign-in', location: expiredSignIn(new URLSearchParams(request.search).get('next')) };
  }
  const partial = access === 'none' ? undefined : partialAccess[access];
  if (partial?.paths.has(request.pathname)) return { kind: 'pass' };
  const isPage = request.method === 'GET' && !request.pathname.endsWith('/csv') && !under(request.pathname, CATALOGUE_EDITOR_API);
  if (!isPage) return { kind: 'refuse' };
  const next = `${request.pathname}${request.search}`;
  if (access === 'enrol') return { kind: 'sign-in', location: ENROLMENT_PAGE };
  const page = access === 'second-factor' ? SECOND_FACTOR_PAGE : '/admin/login';
  return { kind: 'sign-in', location: `${page}?next=${encodeURIComponent(next)}` };
}
