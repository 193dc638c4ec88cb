import '@/lib/platform/validation/jitless';

import { db } from '@/lib/platform/db';
import type { Tx } from '@/lib/platform/db/tx';
import 'server-only';
import { z } from 'zod';
import { hashPassword } from './password';
import { newPasswordSchema, passwordContextIssue, passwordPolicyMessages } from './password-policy';

/** admin: everything; advisor: the leads; editor (marketing): the catalogue editor only, no leads. */
export const staffRoles = ['admin', 'advisor', 'editor'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The roles that work leads: an editor is never in a pool, never a lead's owner. */
export const LEAD_ROLES: StaffRole[] = ['admin', 'advisor'];

export const staffNameSchema = z.string().trim().min(1, 'A name is required.').max(100, 'The name is too long.');
export const staffEmailSchema = z.string().trim().toLowerCase().pipe(z.email('That is not an e-mail address.'));
export const staffRoleSchema = z.enum(staffRoles, { error: 'The role must be admin, advisor or editor.' });

export const newStaffSchema = z
  .object({
    name: staffNameSchema,
    email: staffEmailSchema,
    role: staffRoleSchema,
    password: newPasswordSchema,
  })
  .superRefine(({ name, email, password }, issues) => {
    const issue = passwordContextIssue(password, { email, name });
    if (issue) issues.addIssue({ code: 'custom', path: ['password'], message: passwordPolicyMessages[issue] });
  });

export const staffAccountErrors = {
  invalid: 'That change could not be read. Please try again.',
  self: 'You cannot deactivate your own account or remove your own admin role.',
  'last-admin': 'This is the last active admin: make someone else an admin first.',
  missing: 'No such staff account.',
  duplicate: 'A staff account with this e-mail already exists.',
  input: 'The account details are not valid.',
} as const;
export type StaffAccountErrorCode = keyof typeof staffAccountErrors;

export class StaffAccountError extends Error {
  constructor(
    readonly code: StaffAccountErrorCode,
    message: string = staffAccountErrors[code],
  ) {
    super(message);
  }
}

/** Creates a staff account; the e-mail is its sign-in name, stored lower-case and unique. */
export async function createStaffUser(input: z.input<typeof newStaffSchema>) {
  const parsed = newStaffSchema.safeParse(input);
  if (!parsed.success) throw new StaffAccountError('input', parsed.error.issues.map((issue) => issue.message).join(' '));
  const { password, ...fields } = parsed.data;
  const prisma = await db();
  if (await prisma.staffUser.findUnique({ where: { email: fields.email }, select: { id: true } })) {
    throw new StaffAccountError('duplicate', `A staff account for ${fields.email} already exists.`);
  }
  return prisma.staffUser.create({
    data: { ...fields, passwordHash: await hashPassword(password) },
    select: { id: true, name: true, email: true, role: true },
  });
}

export async function listStaffUsers() {
  const prisma = await db();
  return prisma.staffUser.findMany({
    orderBy: [{ active: 'desc' }, { name: 'asc' }],
    select: { id: true, name: true, email: true, role: true, active: true, createdAt: true },
  });
}

/**
 * Activates or deactivates an account. A deactivated user's sessions end with it: every request
 * checks `active`, and their session rows are removed. The last active admin cannot be
 * deactivated or demoted, or nobody could manage the staff any more.
 */
export async function setStaffActive(actorId: string, userId: string, active: boolean): Promise<void> {
  if (!active && actorId === userId) throw new StaffAccountError('self', 'You cannot deactivate your own account.');
  await serializably(async (tx) => {
    const user = await tx.staffUser.findUnique({ where: { id: userId } });
    if (!user) throw new StaffAccountError('missing');
    if (!active && user.role === 'admin' && user.active) await assertAnotherAdmin(tx, userId);
    await tx.staffUser.update({ where: { id: userId }, data: { active } });
    if (!active) await tx.staffSession.deleteMany({ where: { userId } });
  });
}

export async function setStaffRole(actorId: string, userId: string, role: StaffRole): Promise<void> {
  if (actorId === userId && role !== 'admin') throw new StaffAccountError('self', 'You cannot remove your own admin role.');
  await serializably(async (tx) => {
    const user = await tx.staffUser.findUnique({ where: { id: userId } });
    if (!user) throw new StaffAccountError('missing');
    if (user.role === 'admin' && role !== 'admin' && user.active) await assertAnotherAdmin(tx, userId);
    await tx.staffUser.update({ where: { id: userId }, data: { role } });
  });
}

// Two admins acting at once collide at most once each; more than this is something else.
const MAX_ATTEMPTS = 5;

/** PostgreSQL's serialization failure: P2034 from a query, the driver adapter's own error from the commit. */
function isWriteConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, cause } = error as { code?: unknown; cause?: { kind?: unknown } };
  return code === 'P2034' || cause?.kind === 'TransactionWriteConflict';
}

/**
 * Runs a change of accounts in a serializable transaction, again when it collided with another.
 * The last-admin rule reads the other admins and then writes: two admins deactivating or demoting
 * each other at once would each read that the other remains and both write under PostgreSQL's
 * default isolation, leaving no admin. Serializable, the second one fails instead; run again, it
 * reads the first one's change and is refused.
 */
async function serializably(change: (tx: Tx) => Promise<void>): Promise<void> {
  const prisma = await db();
  for (let attempt = 1; ; attempt += 1) {
    try {
      await prisma.$transaction(change, { isolationLevel: 'Serializable' });
      return;
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isWriteConflict(error)) throw error;
    }
  }
}

async function assertAnotherAdmin(tx: Tx, userId: string) {
  const others = await tx.staffUser.count({ where: { role: 'admin', active: true, id: { not: userId } } });
  if (others === 0) throw new StaffAccountError('last-admin');
}
