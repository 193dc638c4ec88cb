import { db } from '@/lib/platform/db';
import { limiter } from '@/lib/platform/limits/limiter';
import { seal, unseal } from '@/lib/platform/security/seal';
import 'server-only';
import type { StaffRole } from './accounts';
import { confirmCurrentPassword } from './password-change';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { otherSessionsOf } from './sessions';
import { isTotpCode, matchingStep, newTotpSecret } from './totp';
import { twoFactorRequired } from './two-factor-policy';

const SEAL_PURPOSE = 'totp-seal';

// Wrong codes one account may send before it must wait, whatever the address.
const attempts = () => limiter('staff-code');

export type CodeOutcome<Accepted extends object = object> =
  ({ kind: 'accepted' } & Accepted) | { kind: 'invalid' } | { kind: 'limited'; retryAfterSeconds: number };

export type TwoFactorStatus = {
  enabled: boolean;
  /** The secret being set up (base32), shown until a code confirms it; null otherwise. */
  pendingSecret: string | null;
  recoveryCodesLeft: number;
};

export async function twoFactorStatus(userId: string): Promise<TwoFactorStatus> {
  const prisma = await db();
  const user = await prisma.staffUser.findUniqueOrThrow({ where: { id: userId }, select: { totpSecret: true, totpEnabledAt: true } });
  const enabled = user.totpEnabledAt !== null;
  const recoveryCodesLeft = enabled ? await prisma.staffRecoveryCode.count({ where: { userId, usedAt: null } }) : 0;
  const pendingSecret = !enabled && user.totpSecret ? unseal(SEAL_PURPOSE, user.totpSecret) : null;
  return { enabled, pendingSecret, recoveryCodesLeft };
}

/** Whether the member has two-factor on, so that a right password alone does not sign them in. */
export async function hasTwoFactor(userId: string): Promise<boolean> {
  const user = await (await db()).staffUser.findUniqueOrThrow({ where: { id: userId }, select: { totpEnabledAt: true } });
  return user.totpEnabledAt !== null;
}

export type EnrolmentStart = { kind: 'started' } | { kind: 'wrong-password' } | { kind: 'password-limited' };

/**
 * A new secret to set up (replacing one not yet confirmed), for a member who types their password
 * again: a stolen session alone cannot put its own authenticator on the account. Nothing changes
 * once two-factor is on.
 */
export async function startEnrolment(userId: string, password: unknown): Promise<EnrolmentStart> {
  const confirmed = await confirmCurrentPassword(userId, password);
  if (confirmed === 'limited') return { kind: 'password-limited' };
  if (confirmed === 'wrong-current') return { kind: 'wrong-password' };
  const prisma = await db();
  await prisma.staffUser.updateMany({
    where: { id: userId, totpEnabledAt: null },
    data: { totpSecret: seal(SEAL_PURPOSE, newTotpSecret()) },
  });
  return { kind: 'started' };
}

/**
 * Runs one code check for an account. The attempt is counted before the check, so a burst sent at
 * once gets no more checks than the limit; once limited, even the right code waits.
 */
async function limitedCheck(userId: string, check: () => Promise<boolean>): Promise<CodeOutcome> {
  const wait = await attempts().attempt(userId);
  if (wait > 0) return { kind: 'limited', retryAfterSeconds: wait };
  if (!(await check())) return { kind: 'invalid' };
  await attempts().succeed(userId);
  return { kind: 'accepted' };
}

/**
 * Accepts an authenticator code for the account's secret, once: the step it belongs to must be later
 * than the last accepted one, and the UPDATE that records it says so in its WHERE, so of two
 * requests racing with one code exactly one is accepted. Confirming an enrolment turns it on in the
 * same statement.
 */
async function acceptTotp(userId: string, code: string, confirmsEnrolment: boolean): Promise<boolean> {
  const prisma = await db();
  const user = await prisma.staffUser.findUnique({ where: { id: userId }, select: { totpSecret: true, totpEnabledAt: true } });
  if (!user?.totpSecret || (user.totpEnabledAt === null) !== confirmsEnrolment) return false;
  const step = matchingStep(unseal(SEAL_PURPOSE, user.totpSecret), code);
  if (step === null) return false;
  const { count } = await prisma.staffUser.updateMany({
    where: {
      id: userId,
      totpSecret: user.totpSecret,
      totpEnabledAt: confirmsEnrolment ? null : { not: null },
      OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }],
    },
    data: { totpLastStep: step, ...(confirmsEnrolment && { totpEnabledAt: new Date() }) },
  });
  return count === 1;
}

/** Spends one unused recovery code of the account: true for exactly one of several racing uses. */
async function spendRecoveryCode(userId: string, code: string): Promise<boolean> {
  const prisma = await db();
  const { count } = await prisma.staffRecoveryCode.updateMany({
    where: { userId, codeHash: recoveryCodeHash(code), usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}

/** A second factor of an account with two-factor on: a current authenticator code, or an unused recovery code. */
export function checkSecondFactor(userId: string, code: string): Promise<CodeOutcome> {
  return limitedCheck(userId, () => (isTotpCode(code) ? acceptTotp(userId, code, false) : spendRecoveryCode(userId, code)));
}

/**
 * Replaces the account's recovery codes with a new set, returned in plain text this once. Every
 * other session of the member ends with the old codes (ASVS 7.4.3): whoever else held one signs in
 * again, now with the second factor.
 */
async function replaceRecoveryCodes(userId: string, keepSessionToken: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  const prisma = await db();
  await prisma.$transaction([
    prisma.staffRecoveryCode.deleteMany({ where: { userId } }),
    prisma.staffRecoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) })) }),
    prisma.staffSession.deleteMany({ where: otherSessionsOf(userId, keepSessionToken) }),
  ]);
  return codes;
}

/**
 * Turns two-factor on when the code matches the secret being set up, with a first set of recovery
 * codes; the member's other sessions end, the one behind `keepSessionToken` stays.
 */
export async function confirmEnrolment(
  userId: string,
  code: string,
  keepSessionToken: string,
): Promise<CodeOutcome<{ recoveryCodes: string[] }>> {
  const outcome = await limitedCheck(userId, () => acceptTotp(userId, code, true));
  return outcome.kind === 'accepted' ? { kind: 'accepted', recoveryCodes: await replaceRecoveryCodes(userId, keepSessionToken) } : outcome;
}

/**
 * A new set of recovery codes (the old ones stop working), for a member who proves they hold a
 * second factor; their other sessions end.
 */
export async function regenerateRecoveryCodes(
  userId: string,
  code: string,
  keepSessionToken: string,
): Promise<CodeOutcome<{ recoveryCodes: string[] }>> {
  const outcome = await checkSecondFactor(userId, code);
  return outcome.kind === 'accepted' ? { kind: 'accepted', recoveryCodes: await replaceRecoveryCodes(userId, keepSessionToken) } : outcome;
}

/** Turns two-factor off, with a current code, for a member whom no rule requires to keep it; their other sessions end. */
export async function turnOffTwoFactor(
  member: { id: string; role: StaffRole },
  code: string,
  keepSessionToken: string,
): Promise<CodeOutcome | { kind: 'required' }> {
  if (await twoFactorRequired(member.role)) return { kind: 'required' };
  const outcome = await checkSecondFactor(member.id, code);
  if (outcome.kind !== 'accepted') return outcome;
  const prisma = await db();
  await prisma.$transaction([
    prisma.staffRecoveryCode.deleteMany({ where: { userId: member.id } }),
    prisma.staffUser.update({ where: { id: member.id }, data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null } }),
    prisma.staffSession.deleteMany({ where: otherSessionsOf(member.id, keepSessionToken) }),
  ]);
  return outcome;
}
