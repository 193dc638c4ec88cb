import { preparedMailRow } from '@/lib/mail/outbox/prepared';
import { wakeOutbox } from '@/lib/mail/outbox/wake';
import { verificationMail } from '@/lib/mail/templates/privacy-verification';
import { db } from '@/lib/platform/db';
import { newLinkToken, tokenHash } from '@/lib/platform/security/link-tokens';
import { phoneKeyOf } from '@/lib/platform/text/phone-key';
import 'server-only';
import { proveByLink } from './proofs';
import { privacyKindLabels, type PrivacyRequestInput } from './request-schema';

/** How long the e-mailed link confirms a request. */
const VERIFY_LINK_MS = 24 * 60 * 60_000;

/**
 * Records a request exactly the same way whoever it names: the row is always written, and with an
 * e-mail the verification mail is always queued to it, so neither the answer nor its timing says
 * whether we hold anything about them. Without an e-mail it goes straight to staff to verify by call.
 */
export async function createPrivacyRequest(input: PrivacyRequestInput, { siteUrl, now = new Date() }: { siteUrl: string; now?: Date }) {
  const prisma = await db();
  const base = { kind: input.kind, phone: input.phone, phoneKey: phoneKeyOf(input.phone), email: input.email, details: input.details };
  if (!input.email) {
    return prisma.privacyRequest.create({ data: { ...base, verifyBy: 'call', status: 'open', openedAt: now }, select: { id: true } });
  }
  const { token, hash } = newLinkToken();
  const link = new URL(`/privacy/your-data/verify?token=${token}`, siteUrl).toString();
  const tokenExpiresAt = new Date(now.getTime() + VERIFY_LINK_MS);
  const mail = preparedMailRow(await verificationMail({ to: input.email, asked: privacyKindLabels[input.kind], link }), {
    linkExpiresAt: tokenExpiresAt,
    queuedAt: now,
  });
  const row = await prisma.$transaction(async (tx) => {
    await tx.delivery.create({ data: mail });
    return tx.privacyRequest.create({
      data: {
        ...base,
        verifyBy: 'email',
        tokenHash: hash,
        tokenExpiresAt,
        mailDeliveryId: mail.id,
      },
      select: { id: true },
    });
  });
  wakeOutbox();
  return row;
}

/**
 * Confirms the request whose link this is, or proves the linked address staff mailed this link to
 * (`proveByLink`), once: a used, expired or unknown token confirms nothing. One conditional update,
 * so two clicks racing each other confirm it once.
 */
export async function verifyPrivacyRequest(token: string, now = new Date()): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return false;
  const prisma = await db();
  const { count } = await prisma.privacyRequest.updateMany({
    where: { tokenHash: tokenHash(token), status: 'unverified', tokenExpiresAt: { gt: now } },
    data: { status: 'open', openedAt: now, tokenHash: null, tokenExpiresAt: null },
  });
  return count === 1 || (await proveByLink(token, now));
}
