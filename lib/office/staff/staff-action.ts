import 'server-only';
import { requireAccountHolder, requireAdmin, requireStaff, type StaffMember } from './current-staff';

/**
 * Who may run a staff action: `admin` only admins (an advisor gets the staff area's 404);
 * `any` any member signed in with both steps done; `account-holder` a member on their own account
 * pages, which they may use before setting up a required two-factor sign-in.
 */
export type ActionRole = 'admin' | 'any' | 'account-holder';

const gates: Record<ActionRole, () => Promise<StaffMember>> = {
  admin: requireAdmin,
  any: requireStaff,
  'account-holder': requireAccountHolder,
};

/**
 * A server action that checks the session first, and runs its body only for a member of the role.
 * proxy.ts gates every /admin page, but an action's POST can reach the server through any route, so
 * the check cannot be left to the page that shows the form. A refusal is the gate's own answer: a
 * redirect to where the sign-in must go on, or the 404 an advisor gets for an admin's page.
 */
export function staffAction<Args extends unknown[], Result>(
  { role }: { role: ActionRole },
  body: (member: StaffMember, ...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const gate = gates[role];
  return async (...args) => body(await gate(), ...args);
}

/**
 * A server action anyone may post: the signed-out forms (forgot password, reset, accept an
 * invitation), whose credential is the link token or e-mail in the form itself. Named, so that
 * every action says who may run it.
 */
export function publicAction<Args extends unknown[], Result>(body: (...args: Args) => Promise<Result>): (...args: Args) => Promise<Result> {
  return async (...args) => body(...args);
}
