import { ENROLMENT_PAGE, SECOND_FACTOR_PAGE } from '@/lib/office/staff/gate';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import 'server-only';
import { sessionAccess, type StaffAccess } from './access';
import { SESSION_COOKIE, type StaffMember } from './sessions';

export type { StaffMember } from './sessions';

/** The session on this request and how far it reaches; looked up once per request. */
export const currentAccess = cache(async (): Promise<{ access: StaffAccess; member: StaffMember | null }> => {
  return sessionAccess((await cookies()).get(SESSION_COOKIE)?.value);
});

/** The member signed in on this request (both steps done, where they have two-factor), or null. */
export async function currentStaff(): Promise<StaffMember | null> {
  const { access, member } = await currentAccess();
  return access === 'full' || access === 'enrol' ? member : null;
}

/**
 * The signed-in member, or a redirect to where their sign-in must go on. proxy.ts gates every
 * /admin request, but pages and server actions check again: an action's POST can reach the server
 * through any route, the account pages included, which a member who must still set up two-factor
 * may open.
 */
export async function requireStaff(): Promise<StaffMember> {
  const { access, member } = await currentAccess();
  if (access === 'enrol') redirect(ENROLMENT_PAGE);
  if (access === 'second-factor') redirect(SECOND_FACTOR_PAGE);
  if (access !== 'full' || !member) redirect('/admin/login');
  return member;
}

/** The signed-in member for their own account pages, which they may open before setting up a required two-factor. */
export async function requireAccountHolder(): Promise<StaffMember> {
  const member = await currentStaff();
  if (!member) redirect('/admin/login');
  return member;
}

/** The signed-in admin; an advisor gets the staff area's 404, which tells them nothing. */
export async function requireAdmin(): Promise<StaffMember> {
  const member = await requireStaff();
  if (member.role !== 'admin') notFound();
  return member;
}
