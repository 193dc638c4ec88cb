import 'server-only';
import { sessionState, type StaffMember } from './sessions';
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
