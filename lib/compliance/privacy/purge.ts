import { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/platform/db';
import type { Tx } from '@/lib/platform/db/tx';
import 'server-only';

/**
 * Every field of a privacy request that can name or describe its person: the contact details, the
 * correction they asked for, the link's hash, and staff's closing note (which may quote a name, a
 * number or what was found). Erasure and the purges below clear them together; what stays is the
 * record that a request of that kind was made and answered (kind, status, dates, who closed it, the
 * erasure log's counts).
 */
export const requestPersonalFields = {
  phone: null,
  phoneKey: null,
  email: null,
  details: null,
  tokenHash: null,
  tokenExpiresAt: null,
  closingNote: null,
} satisfies Prisma.PrivacyRequestUpdateManyMutationInput;

/**
 * Clears those fields of the given requests, and the phone, e-mail and note of their proofs; the
 * proofs stay as the record of who verified what and when. Returns how many requests were cleared.
 */
export async function clearRequestPersonalData(tx: Tx, where: Prisma.PrivacyRequestWhereInput): Promise<number> {
  const requests = await tx.privacyRequest.findMany({ where, select: { id: true } });
  if (requests.length === 0) return 0;
  const ids = requests.map((request) => request.id);
  await tx.privacyProof.updateMany({
    where: { requestId: { in: ids } },
    data: { value: null, note: null, tokenHash: null, tokenExpiresAt: null },
  });
  return (await tx.privacyRequest.updateMany({ where: { id: { in: ids } }, data: requestPersonalFields })).count;
}

/** A request never verified whose link can no longer verify it (verifyPrivacyRequest needs an unexpired one). */
const expiredUnverified = (now: Date): Prisma.PrivacyRequestWhereInput => ({
  status: 'unverified',
  OR: [{ tokenExpiresAt: null }, { tokenExpiresAt: { lte: now } }],
});

/**
 * Deletes the requests nobody verified before their link expired, with their verification mail (whose
 * payload holds the address). Nobody proved they were the person, so nothing was owed to anyone and
 * nothing of them is kept: the phone, e-mail and correction text were typed by whoever filled the form.
 */
export async function purgeUnverifiedRequests(now: Date): Promise<number> {
  const prisma = await db();
  const expired = await prisma.privacyRequest.findMany({ where: expiredUnverified(now), select: { id: true, mailDeliveryId: true } });
  if (expired.length === 0) return 0;
  return prisma.$transaction(async (tx) => {
    const mails = expired.flatMap((request) => (request.mailDeliveryId ? [request.mailDeliveryId] : []));
    if (mails.length > 0) await tx.delivery.deleteMany({ where: { id: { in: mails } } });
    const { count } = await tx.privacyRequest.deleteMany({
      where: { id: { in: expired.map((request) => request.id) }, ...expiredUnverified(now) },
    });
    return count;
  });
}

type Identifiers = { phoneKey: string | null; email: string | null };

/**
 * Whether anything the request was about is still held: an enquiry with its phone or e-mail, a job
 * application with its e-mail, or another request of theirs still open. E-mail is compared
 * lower-cased (requests store it so; enquiries and applications keep it as typed), on both engines alike.
 */
async function stillHeld(tx: Tx, { phoneKey, email }: Identifiers): Promise<boolean> {
  const conditions: Prisma.Sql[] = [];
  if (phoneKey) conditions.push(Prisma.sql`"phoneKey" = ${phoneKey}`);
  if (email) conditions.push(Prisma.sql`lower("email") = ${email}`);
  if (conditions.length === 0) return false;
  const enquiries = await tx.$queryRaw<unknown[]>`SELECT "id" FROM "Enquiry" WHERE ${Prisma.join(conditions, ' OR ')} LIMIT 1`;
  if (enquiries.length > 0) return true;
  if (email) {
    const applications = await tx.$queryRaw<unknown[]>`SELECT "id" FROM "JobApplication" WHERE lower("email") = ${email} LIMIT 1`;
    if (applications.length > 0) return true;
  }
  const identifiers = [...(phoneKey ? [{ phoneKey }] : []), ...(email ? [{ email }] : [])];
  return (await tx.privacyRequest.count({ where: { status: 'open', OR: identifiers } })) > 0;
}

const closedWithDetails: Prisma.PrivacyRequestWhereInput = {
  status: { in: ['done', 'rejected'] },
  OR: [{ phone: { not: null } }, { phoneKey: { not: null } }, { email: { not: null } }, { details: { not: null } }],
};

/**
 * Clears the personal fields of closed requests once the data they were about is gone (erased by the
 * retention run, by an erasure, or never held): the request stays as the record that it was answered.
 * While their enquiries or applications are held, the request is kept whole, so that a follow-up about
 * the answer can be matched to it.
 */
export async function purgeClosedRequests(): Promise<number> {
  const prisma = await db();
  const closed = await prisma.privacyRequest.findMany({ where: closedWithDetails, select: { id: true, phoneKey: true, email: true } });
  let purged = 0;
  for (const request of closed) {
    const cleared = await prisma.$transaction(async (tx) => {
      if (await stillHeld(tx, request)) return 0;
      return clearRequestPersonalData(tx, { id: request.id, ...closedWithDetails });
    });
    purged += cleared;
  }
  return purged;
}
