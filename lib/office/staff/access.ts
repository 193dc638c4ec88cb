import 'server-only';
import { SESSION_COOKIE, sessionState, type StaffMember } from './sessions';
import { twoFactorRequired } from './two-factor-policy';

/**
 * How far a request's session reaches: nowhere; only the code page (the password was right, the
 * code is still due); only the account pages (two-factor is required and not yet set up); or the
 * whole staff area.
 */
export type StaffAccess = 'none' | 'second-factor' | 'enrol' | 'full';

export async function sessionAccess(token: string | undefined): Promise<{ access: StaffAccess; member: StaffMember | null }> {
  const state = await sessionState(token);
  if (!state) return { access: 'none', member: null };
  if (state.stage === 'second-factor') return { access: 'second-factor', member: state.member };
  const mustEnrol = !state.twoFactorEnabled && (await twoFactorRequired(state.member.role));
  return { access: mustEnrol ? 'enrol' : 'full', member: state.member };
}

/**
 * The member a route handler's request (a CSV or export download) may serve, read from its own
 * cookie header: only with full access, so a member who must still set up two-factor gets no
 * download even if a request slips past proxy.ts (which refuses it first).
 */
export async function requestMember(request: Request): Promise<StaffMember | null> {
  const cookie = request.headers.get('cookie') ?? '';
  const token = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === SESSION_COOKIE)?.[1];
  const { access, member } = await sessionAccess(token ? decodeURIComponent(token) : undefined);
  return access === 'full' ? member : null;
}
