import 'server-only';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { SESSION_COOKIE, sessionMember, type StaffMember } from './sessions';

export type { StaffMember } from './sessions';

/** The staff member signed in on this request, or null; looked up once per request. */
export const currentStaff = cache(async (): Promise<StaffMember | null> => {
  return sessionMember((await cookies()).get(SESSION_COOKIE)?.value);
});

/**
 * The signed-in member, or a redirect to the sign-in page. proxy.ts gates every /admin request, but
 * pages and server actions check again: an action's POST can reach the server through any route.
 */
export async function requireStaff(): Promise<StaffMember> {
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
