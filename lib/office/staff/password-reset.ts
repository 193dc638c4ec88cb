import { preparedMailRow } from '@/lib/mail/outbox/prepared';
import { wakeOutbox } from '@/lib/mail/outbox/wake';
import { resetMail } from '@/lib/mail/templates/staff-password-reset';
import { db } from '@/lib/platform/db';
import type { Tx } from '@/lib/platform/db/tx';
import { limiter } from '@/lib/platform/limits/limiter';
import { newLinkToken, tokenHash } from '@/lib/platform/security/link-tokens';
import { randomBytes } from 'node:crypto';
import 'server-only';
import { StaffAccountError } from './accounts';
import { readNewPassword, type NewPasswordError } from './new-password-form';
import { hashPassword } from './password';

/** How long a reset link works. */
export const RESET_TTL_MS = 30 * 60_000;
// Reset requests one client address may make, and requests for one e-mail from anywhere, per window.
const clientRequests = () => limiter('staff-reset-client');
const emailRequests = () => limiter('staff-reset-email');

/** A reset link's token and its mail, made before it is known whether they will be stored. */
async function prepareReset(email: string, forced: boolean, now: Date) {
  const { token, hash } = newLinkToken();
  const expiresAt = new Date(now.getTime() + RESET_TTL_MS);
  return {
    hash,
    expiresAt,
    createdAt: now,
    mail: preparedMailRow(await resetMail({ to: email, token, expiresAt, forced }), { linkExpiresAt: expiresAt, queuedAt: now }),
  };
}

async function storeReset(tx: Tx, userId: string, reset: Awaited<ReturnType<typeof prepareReset>>) {
  await tx.staffPasswordReset.create({ data: { id: reset.hash, userId, createdAt: reset.createdAt, expiresAt: reset.expiresAt } });
  await tx.delivery.create({ data: reset.mail });
}

async function issueReset(tx: Tx, user: { id: string; email: string }, forced: boolean, now: Date) {
  await storeReset(tx, user.id, await prepareReset(user.email, forced, now));
}

// "Forgot password?" requests are recorded this long (only their time), then deleted by later requests.
const RESET_REQUEST_RECORD_MS = 24 * 60 * 60_000;

type ResetRequestOutcome = { kind: 'sent' } | { kind: 'limited'; retryAfterSeconds: number };

/**
 * The "Forgot password?" form: mails a link to an active account with this e-mail. The answer is
 * `sent` whether or not such an account exists, and when this e-mail has had its share of links
 * (so the limit per e-mail tells nothing either). Both limits are counted before anything is looked
 * up, so a burst sent at once gets no more mails than the limit. Past the limits, every e-mail gets
 * the same work: the lookup, a link and mail prepared, and one transaction that records the request;
 * only for an active account does that transaction also store the link and queue the mail, so the
 * answer takes as long whether or not the account exists.
 */
export async function requestPasswordReset(form: Record<string, unknown>, client: string, now = new Date()): Promise<ResetRequestOutcome> {
  const email = typeof form.email === 'string' ? form.email.trim().toLowerCase().slice(0, 254) : '';
  const [clientWait, emailWait] = await Promise.all([clientRequests().attempt(client), emailRequests().attempt(email)]);
  if (clientWait > 0) return { kind: 'limited', retryAfterSeconds: clientWait };
  if (emailWait > 0 || !email) return { kind: 'sent' };
  const prisma = await db();
  const user = await prisma.staffUser.findUnique({ where: { email }, select: { id: true, email: true, active: true } });
  const reset = await prepareReset(email, false, now);
  await prisma.$transaction(async (tx) => {
    await tx.staffResetRequest.create({ data: { createdAt: now } });
    await tx.staffResetRequest.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - RESET_REQUEST_RECORD_MS) } } });
    if (user?.active) await storeReset(tx, user.id, reset);
  });
  if (user?.active) wakeOutbox();
  return { kind: 'sent' };
}

// Not a scrypt hash, so no password matches it (verifyPassword refuses any other scheme).
const unusableHash = () => `reset-required$${randomBytes(16).toString('base64url')}`;

/**
 * An admin's "force a password reset": the member's password stops working, every session of theirs
 * ends, and a reset link is mailed to them, all in one transaction.
 */
export async function forcePasswordReset(adminId: string, userId: string, now = new Date()): Promise<void> {
  if (adminId === userId) throw new StaffAccountError('self', 'Change your own password from Your account instead.');
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    const user = await tx.staffUser.findUnique({ where: { id: userId }, select: { id: true, email: true } });
    if (!user) throw new StaffAccountError('missing');
    await tx.staffUser.update({ where: { id: userId }, data: { passwordHash: unusableHash() } });
    await tx.staffSession.deleteMany({ where: { userId } });
    await issueReset(tx, user, true, now);
  });
  wakeOutbox();
}

/** The account a reset link's token opens, or null when it is unknown, used or expired. */
export async function openReset(token: string, now = new Date()): Promise<{ email: string; name: string } | null> {
  const prisma = await db();
  const reset = await prisma.staffPasswordReset.findUnique({ where: { id: tokenHash(token) }, include: { user: true } });
  return reset && reset.expiresAt > now && reset.user.active ? { email: reset.user.email, name: reset.user.name } : null;
}

type ResetOutcome = { kind: 'reset' } | { kind: 'gone' } | { kind: 'invalid'; error: NewPasswordError };

/**
 * Sets the new password a reset link allows and ends every session of the account, so whoever
 * held one signs in afresh. The link, and any other unused link of the account, stops working.
 */
export async function completePasswordReset(token: string, form: Record<string, unknown>, now = new Date()): Promise<ResetOutcome> {
  const account = await openReset(token, now);
  if (!account) return { kind: 'gone' };
  const password = readNewPassword(form, account);
  if (!password.ok) return { kind: 'invalid', error: password.error };
  const passwordHash = await hashPassword(password.password);
  const prisma = await db();
  const id = tokenHash(token);
  return prisma.$transaction(async (tx): Promise<ResetOutcome> => {
    const reset = await tx.staffPasswordReset.findUnique({ where: { id } });
    if (!reset) return { kind: 'gone' };
    const { count } = await tx.staffPasswordReset.deleteMany({ where: { id, expiresAt: { gt: now } } });
    if (count !== 1) return { kind: 'gone' };
    await tx.staffUser.update({ where: { id: reset.userId }, data: { passwordHash } });
    await tx.staffSession.deleteMany({ where: { userId: reset.userId } });
    await tx.staffPasswordReset.deleteMany({ where: { userId: reset.userId } });
    return { kind: 'reset' };
  });
}
