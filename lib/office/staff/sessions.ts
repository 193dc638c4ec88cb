import { db } from '@/lib/platform/db';
import { tokenHash } from '@/lib/platform/security/link-tokens';
import { randomBytes } from 'node:crypto';
import 'server-only';
import { staffRoles, type StaffRole } from './accounts';
import { hashForMissingAccount, verifyPassword } from './password';

export const SESSION_COOKIE = 'nestora_staff';
/** Signed out after this long without a request. */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
/** Signed out this long after signing in, however busy. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60_000;
/** A session waiting for the second step ends this long after the password was accepted. */
const SECOND_FACTOR_MS = 10 * 60_000;
// lastSeenAt is refreshed at most this often, so reading a page is not a write each time.
const TOUCH_EVERY_MS = 60_000;

export type StaffMember = { id: string; name: string; email: string; role: StaffRole };

/** full: signed in; second-factor: the password was right and the session waits for a code. */
export type SessionStage = 'full' | 'second-factor';

export type SessionState = { member: StaffMember; stage: SessionStage; twoFactorEnabled: boolean };

// Only the token's hash is stored: a copy of the table signs no one in.
export const sessionId = tokenHash;

/** A role the code does not know (a row written by a newer version) is the narrowest: advisor. */
const asRole = (role: string): StaffRole => ((staffRoles as readonly string[]).includes(role) ? (role as StaffRole) : 'advisor');

function asMember(user: { id: string; name: string; email: string; role: string }): StaffMember {
  return { id: user.id, name: user.name, email: user.email, role: asRole(user.role) };
}

/** The active staff member with this e-mail and password, or null; as slow for an unknown e-mail as for a wrong password. */
export async function checkCredentials(email: string, password: string): Promise<StaffMember | null> {
  const prisma = await db();
  const user = await prisma.staffUser.findUnique({ where: { email: email.trim().toLowerCase() } });
  const matches = await verifyPassword(password, user?.passwordHash ?? (await hashForMissingAccount()));
  return user && matches && user.active ? asMember(user) : null;
}

/**
 * A new session (a new id at every sign-in); the token goes in the cookie, its hash in the table.
 * A second-factor session opens only the code page, and briefly.
 */
export async function startSession(
  userId: string,
  now = new Date(),
  stage: SessionStage = 'full',
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + (stage === 'full' ? SESSION_ABSOLUTE_MS : SECOND_FACTOR_MS));
  const prisma = await db();
  await prisma.staffSession.create({ data: { id: sessionId(token), userId, createdAt: now, lastSeenAt: now, expiresAt, stage } });
  if (Math.random() < 0.05) await prisma.staffSession.deleteMany({ where: { expiresAt: { lt: now } } });
  return { token, expiresAt };
}

/**
 * The member behind a cookie's token and how far their sign-in has got, or null when the session
 * is unknown, idle too long, past its absolute expiry, or its user has been deactivated (checked on
 * every request, so a deactivation locks the user out at once).
 */
export async function sessionState(token: string | undefined, now = new Date()): Promise<SessionState | null> {
  if (!token) return null;
  const prisma = await db();
  const id = sessionId(token);
  const session = await prisma.staffSession.findUnique({ where: { id }, include: { user: true } });
  if (!session) return null;
  const idle = now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_MS;
  if (idle || session.expiresAt <= now || !session.user.active) {
    await prisma.staffSession.deleteMany({ where: { id } });
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await prisma.staffSession.updateMany({ where: { id }, data: { lastSeenAt: now } });
  }
  return {
    member: asMember(session.user),
    stage: session.stage === 'full' ? 'full' : 'second-factor',
    twoFactorEnabled: session.user.totpEnabledAt !== null,
  };
}

/** The member signed in behind a cookie's token: null unless the sign-in is complete (both steps, where two-factor is on). */
export async function sessionMember(token: string | undefined, now = new Date()): Promise<StaffMember | null> {
  const state = await sessionState(token, now);
  return state?.stage === 'full' ? state.member : null;
}

/** Ends a session still waiting for its second step: true for exactly one of several racing calls. */
export async function endSecondFactorSession(token: string): Promise<boolean> {
  const prisma = await db();
  const { count } = await prisma.staffSession.deleteMany({ where: { id: sessionId(token), stage: 'second-factor' } });
  return count === 1;
}

/** Every session of the member but the one behind `keepToken`: ended when a sign-in factor changes. */
export function otherSessionsOf(userId: string, keepToken: string) {
  return { userId, id: { not: sessionId(keepToken) } };
}

export async function endSession(token: string | undefined): Promise<void> {
  if (!token) return;
  const prisma = await db();
  await prisma.staffSession.deleteMany({ where: { id: sessionId(token) } });
}
