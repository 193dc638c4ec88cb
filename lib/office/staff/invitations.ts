import { isUniqueViolation } from '@/lib/platform/db/unique-violation';
import '@/lib/platform/validation/jitless';

import { preparedMailRow } from '@/lib/mail/outbox/prepared';
import { wakeOutbox } from '@/lib/mail/outbox/wake';
import { invitationMail } from '@/lib/mail/templates/staff-invitation';
import { db } from '@/lib/platform/db';
import { newLinkToken, tokenHash } from '@/lib/platform/security/link-tokens';
import 'server-only';
import { z } from 'zod';
import { staffEmailSchema, staffNameSchema, staffRoleSchema, type StaffRole } from './accounts';
import { readNewPassword, type NewPasswordError } from './new-password-form';
import { hashPassword } from './password';

/** How long an invitation's link works. */
export const INVITATION_TTL_MS = 72 * 60 * 60_000;

export const invitationErrors = {
  'has-account': 'That e-mail already has a staff account: no invitation was sent.',
  input: 'Enter an e-mail address and choose a role.',
  missing: 'That invitation no longer exists (it was accepted or revoked).',
} as const;
type InvitationErrorCode = keyof typeof invitationErrors;

export class InvitationError extends Error {
  constructor(readonly code: InvitationErrorCode) {
    super(invitationErrors[code]);
  }
}

const inviteSchema = z.object({ email: staffEmailSchema, role: staffRoleSchema });

type Inviter = { id: string; name: string };

/**
 * Invites an e-mail address to open a staff account in `role`, mailing a link that works once for
 * 72 hours. Inviting an address again replaces its pending invitation (the old link stops working).
 * Refused for an address that already has an account.
 */
export async function inviteStaff(inviter: Inviter, input: Record<string, unknown>, now = new Date()): Promise<void> {
  const parsed = inviteSchema.safeParse(input);
  if (!parsed.success) throw new InvitationError('input');
  await sendInvitation(inviter, parsed.data, now);
}

/** Sends a pending invitation again, with a new link and a new 72 hours; the old link stops working. */
export async function resendInvitation(inviter: Inviter, invitationId: string, now = new Date()): Promise<void> {
  const prisma = await db();
  const invitation = await prisma.staffInvitation.findUnique({ where: { id: invitationId } });
  if (!invitation) throw new InvitationError('missing');
  await sendInvitation(inviter, { email: invitation.email, role: staffRoleSchema.catch('advisor').parse(invitation.role) }, now);
}

async function sendInvitation(inviter: Inviter, { email, role }: { email: string; role: StaffRole }, now: Date): Promise<void> {
  const { token, hash } = newLinkToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  // Rendered before the transaction, so that it holds the database no longer than its writes take.
  const mail = preparedMailRow(await invitationMail({ to: email, role, inviterName: inviter.name, token, expiresAt }), {
    linkExpiresAt: expiresAt,
    queuedAt: now,
  });
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    if (await tx.staffUser.findUnique({ where: { email }, select: { id: true } })) throw new InvitationError('has-account');
    const fields = { role, tokenHash: hash, invitedById: inviter.id, createdAt: now, expiresAt };
    await tx.staffInvitation.upsert({ where: { email }, create: { email, ...fields }, update: fields });
    await tx.delivery.create({ data: mail });
  });
  wakeOutbox();
}

export async function revokeInvitation(invitationId: string): Promise<void> {
  const prisma = await db();
  const { count } = await prisma.staffInvitation.deleteMany({ where: { id: invitationId } });
  if (count === 0) throw new InvitationError('missing');
}

/** Invitations not yet accepted or revoked, newest first, expired ones included (they can be resent). */
export async function listInvitations() {
  const prisma = await db();
  return prisma.staffInvitation.findMany({
    orderBy: { createdAt: 'desc' },
    select: { id: true, email: true, role: true, expiresAt: true, invitedBy: { select: { name: true } } },
  });
}

/** The invitation a link's token opens, or null when it is unknown, used, revoked or expired. */
export async function openInvitation(token: string, now = new Date()) {
  const prisma = await db();
  const invitation = await prisma.staffInvitation.findUnique({ where: { tokenHash: tokenHash(token) } });
  return invitation && invitation.expiresAt > now ? { email: invitation.email, role: invitation.role } : null;
}

type AcceptOutcome = { kind: 'accepted'; email: string } | { kind: 'gone' } | { kind: 'invalid'; error: NewPasswordError | 'name' };

/**
 * Opens the account an invitation's link offers, with the name and password of the form. The
 * invitation is deleted in the same transaction that creates the account, and only the request that
 * deleted it goes on: two accepts of one link at once make one account.
 */
export async function acceptInvitation(token: string, form: Record<string, unknown>, now = new Date()): Promise<AcceptOutcome> {
  const name = staffNameSchema.safeParse(form.name);
  if (!name.success) return { kind: 'invalid', error: 'name' };
  const invitation = await openInvitation(token, now);
  if (!invitation) return { kind: 'gone' };
  const password = readNewPassword(form, { email: invitation.email, name: name.data });
  if (!password.ok) return { kind: 'invalid', error: password.error };
  const passwordHash = await hashPassword(password.password);
  const prisma = await db();
  const hash = tokenHash(token);
  try {
    return await prisma.$transaction(async (tx): Promise<AcceptOutcome> => {
      const invitation = await tx.staffInvitation.findUnique({ where: { tokenHash: hash } });
      if (!invitation) return { kind: 'gone' };
      const { count } = await tx.staffInvitation.deleteMany({ where: { id: invitation.id, tokenHash: hash, expiresAt: { gt: now } } });
      if (count !== 1) return { kind: 'gone' };
      await tx.staffUser.create({ data: { name: name.data, email: invitation.email, role: invitation.role, passwordHash } });
      return { kind: 'accepted', email: invitation.email };
    });
  } catch (error) {
    // The address got an account another way (`npm run staff:add`) while the invitation was pending.
    if (isUniqueViolation(error)) return { kind: 'gone' };
    throw error;
  }
}
