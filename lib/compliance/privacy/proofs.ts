import '@/lib/platform/validation/jitless';

import { preparedMailRow } from '@/lib/mail/outbox/prepared';
import { wakeOutbox } from '@/lib/mail/outbox/wake';
import { verificationMail } from '@/lib/mail/templates/privacy-verification';
import { db } from '@/lib/platform/db';
import type { Tx } from '@/lib/platform/db/tx';
import { newLinkToken, tokenHash } from '@/lib/platform/security/link-tokens';
import 'server-only';
import { z } from 'zod';
import { matchPerson } from './person-match';
import { privacyKindLabels, type PrivacyRequestKind } from './request-schema';

/** How long a link staff have mailed to a linked address proves it: as long as the request's own. */
const PROOF_LINK_MS = 24 * 60 * 60_000;

export const recordCallInput = z.object({
  id: z.string().trim().min(1).max(64),
  phoneKey: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'Choose the phone you called.'),
  note: z
    .string()
    .trim()
    .max(500, 'Keep the note under 500 characters.')
    .transform((value) => value || null),
});

export const mailProofInput = z.object({
  id: z.string().trim().min(1).max(64),
  email: z.string().trim().toLowerCase().email().max(254),
});

export type ProofResult = { ok: true } | { ok: false; reason: 'not-open' | 'not-linked' };

/**
 * The open request and whether the identifier is one staff may prove on it: its own phone or
 * e-mail, or one its match lists as linked. Anything else is a slip of the keyboard, not a proof.
 */
async function provableOn(tx: Tx, requestId: string, kind: 'phone' | 'email', value: string) {
  const request = await tx.privacyRequest.findFirst({ where: { id: requestId, status: 'open' } });
  if (!request) return { request: null, provable: false };
  const own = kind === 'phone' ? request.phoneKey === value : request.email?.toLowerCase() === value;
  const match = await matchPerson(tx, request);
  return { request, provable: own || match.linked.some((linked) => linked.kind === kind && linked.value === value) };
}

/**
 * Records that `staffId` called this phone about the request and the person confirmed it: who and
 * when go on the proof, with staff's note. From then on the rows carrying that phone are theirs.
 */
export async function recordCall(input: z.output<typeof recordCallInput>, staffId: string, now = new Date()): Promise<ProofResult> {
  const phoneKey = input.phoneKey;
  const prisma = await db();
  return prisma.$transaction(async (tx): Promise<ProofResult> => {
    const { request, provable } = await provableOn(tx, input.id, 'phone', phoneKey);
    if (!request) return { ok: false, reason: 'not-open' };
    if (!provable) return { ok: false, reason: 'not-linked' };
    await tx.privacyProof.create({
      data: { requestId: request.id, kind: 'phone', value: phoneKey, method: 'call', provenAt: now, staffId, note: input.note },
    });
    return { ok: true };
  });
}

/**
 * Mails a one-time link to a linked address, through the outbox, with the same mail a request's own
 * link comes in: the address is proven only once its owner follows it (`proveByLink`).
 */
export async function mailProofLink(
  input: z.output<typeof mailProofInput>,
  staffId: string,
  { siteUrl, now = new Date() }: { siteUrl: string; now?: Date },
): Promise<ProofResult> {
  const prisma = await db();
  const result = await prisma.$transaction(async (tx): Promise<ProofResult> => {
    const { request, provable } = await provableOn(tx, input.id, 'email', input.email);
    if (!request) return { ok: false, reason: 'not-open' };
    if (!provable) return { ok: false, reason: 'not-linked' };
    const { token, hash } = newLinkToken();
    const link = new URL(`/privacy/your-data/verify?token=${token}`, siteUrl).toString();
    const tokenExpiresAt = new Date(now.getTime() + PROOF_LINK_MS);
    const message = await verificationMail({ to: input.email, asked: privacyKindLabels[request.kind as PrivacyRequestKind], link });
    const mail = preparedMailRow(message, { linkExpiresAt: tokenExpiresAt, queuedAt: now });
    await tx.delivery.create({ data: mail });
    await tx.privacyProof.create({
      data: {
        requestId: request.id,
        kind: 'email',
        value: input.email,
        method: 'email-link',
        staffId,
        tokenHash: hash,
        tokenExpiresAt,
        mailDeliveryId: mail.id,
      },
    });
    return { ok: true };
  });
  if (result.ok) wakeOutbox();
  return result;
}

/** Proves the address a staff-mailed link went to, once; a used, expired or unknown token proves nothing. */
export async function proveByLink(token: string, now = new Date()): Promise<boolean> {
  const prisma = await db();
  const { count } = await prisma.privacyProof.updateMany({
    where: { tokenHash: tokenHash(token), provenAt: null, tokenExpiresAt: { gt: now } },
    data: { provenAt: now, tokenHash: null, tokenExpiresAt: null },
  });
  return count === 1;
}

/** A request's proofs, proven or waiting, with the staff member who made each, for its page. */
export async function requestProofs(requestId: string) {
  const prisma = await db();
  return prisma.privacyProof.findMany({
    where: { requestId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      kind: true,
      value: true,
      method: true,
      provenAt: true,
      note: true,
      tokenExpiresAt: true,
      createdAt: true,
      staff: { select: { name: true } },
    },
  });
}
