import { db } from '@/lib/platform/db';
import { limiter } from '@/lib/platform/limits/limiter';
import 'server-only';
import { readNewPassword, type NewPasswordError } from './new-password-form';
import { hashPassword, verifyPassword } from './password';
import { otherSessionsOf } from './sessions';

// Wrong current passwords a signed-in member may type before they must wait.
const failures = () => limiter('staff-password-change');

type ChangeOutcome = { kind: 'changed' } | { kind: 'wrong-current' } | { kind: 'limited' } | { kind: 'invalid'; error: NewPasswordError };

/**
 * Whether a signed-in member typed their own password again, before a change of how they sign in
 * (a new password, setting up two-factor): a session left open or stolen is not enough. Wrong
 * passwords count towards PASSWORD_CHANGE_LIMIT, whichever form they came from.
 */
export async function confirmCurrentPassword(userId: string, current: unknown): Promise<'confirmed' | 'wrong-current' | 'limited'> {
  if ((await failures().attempt(userId)) > 0) return 'limited';
  const prisma = await db();
  const user = await prisma.staffUser.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  const typed = typeof current === 'string' ? current.slice(0, 201) : '';
  if (!user || !(await verifyPassword(typed, user.passwordHash))) return 'wrong-current';
  await failures().succeed(userId);
  return 'confirmed';
}

/**
 * A signed-in member's own password change: the current password first (a session left open on a
 * shared computer cannot take the account over), then the new one under the policy. Every other
 * session of the member ends; the one that made the change stays signed in.
 */
export async function changeOwnPassword(userId: string, sessionToken: string, form: Record<string, unknown>): Promise<ChangeOutcome> {
  const prisma = await db();
  const member = await prisma.staffUser.findUnique({ where: { id: userId }, select: { email: true, name: true } });
  const password = readNewPassword(form, member ?? { email: '' });
  if (!password.ok) return { kind: 'invalid', error: password.error };
  const confirmed = await confirmCurrentPassword(userId, form.current);
  if (confirmed !== 'confirmed') return { kind: confirmed };
  const passwordHash = await hashPassword(password.password);
  await prisma.$transaction([
    prisma.staffUser.update({ where: { id: userId }, data: { passwordHash } }),
    prisma.staffSession.deleteMany({ where: otherSessionsOf(userId, sessionToken) }),
    prisma.staffPasswordReset.deleteMany({ where: { userId } }),
  ]);
  return { kind: 'changed' };
}
