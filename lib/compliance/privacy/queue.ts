import '@/lib/platform/validation/jitless';

import { db } from '@/lib/platform/db';
import 'server-only';
import { z } from 'zod';
import { readPersonData } from './person-data';
import { matchPerson } from './person-match';

/** The requests staff must answer: verified (or to verify by call) and not yet closed, oldest first. */
export async function openPrivacyRequests() {
  const prisma = await db();
  return prisma.privacyRequest.findMany({
    where: { status: 'open' },
    orderBy: [{ openedAt: 'asc' }, { id: 'asc' }],
    select: { id: true, kind: true, phone: true, email: true, verifyBy: true, openedAt: true, createdAt: true },
  });
}

/** Requests closed most recently, for the record. */
export async function closedPrivacyRequests(take = 25) {
  const prisma = await db();
  return prisma.privacyRequest.findMany({
    where: { status: { in: ['done', 'rejected'] } },
    orderBy: [{ closedAt: 'desc' }, { id: 'asc' }],
    take,
    select: { id: true, kind: true, status: true, closedAt: true, closedBy: { select: { name: true } } },
  });
}

/** A request staff may open (never one still waiting for its e-mailed link), with its closer's name. */
export async function privacyRequestById(id: string) {
  const prisma = await db();
  return prisma.privacyRequest.findFirst({
    where: { id, status: { not: 'unverified' } },
    omit: { tokenHash: true },
    include: { closedBy: { select: { name: true } } },
  });
}

/**
 * Everything held about the person the request names under the identifiers they proved, table by
 * table, read in one transaction; `match.linked` names the identifiers found beside them, unproven.
 * `proven` is false (and the data empty) until they have proved one.
 */
export async function personDataFor(request: { id: string; phoneKey: string | null; email: string | null; verifyBy: string }) {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const match = await matchPerson(tx, request);
    return { match, proven: match.phoneKeys.length + match.emails.length > 0, data: await readPersonData(tx, match) };
  });
}

export const closeRequestInput = z.object({
  id: z.string().trim().min(1).max(64),
  outcome: z.enum(['done', 'rejected'], { error: 'Choose Done or Rejected.' }),
  note: z.string().trim().min(1, 'Write a note: what was done, or why it was rejected.').max(2000, 'Keep the note under 2,000 characters.'),
});

export type CloseResult = { ok: true } | { ok: false; reason: 'not-open' | 'unproven' };

/**
 * Closes an open request with staff's note. A withdrawal marked done also records, on every
 * enquiry and application carrying an identifier the person proved, that they no longer consent: a
 * `withdrawn` consent record of both purposes, which the lead page and the marketing status read.
 * It is refused while they have proven nothing, as export and erasure are.
 */
export async function closePrivacyRequest(
  input: z.output<typeof closeRequestInput>,
  staffId: string,
  now = new Date(),
): Promise<CloseResult> {
  const prisma = await db();
  return prisma.$transaction(async (tx): Promise<CloseResult> => {
    const request = await tx.privacyRequest.findFirst({ where: { id: input.id, status: 'open' } });
    if (!request) return { ok: false, reason: 'not-open' };
    if (request.kind === 'withdrawal' && input.outcome === 'done') {
      const match = await matchPerson(tx, request);
      if (match.phoneKeys.length + match.emails.length === 0) return { ok: false, reason: 'unproven' };
      await tx.lead.updateMany({ where: { id: { in: match.leadIds } }, data: { consent: false } });
      await tx.jobApplication.updateMany({ where: { id: { in: match.applicationIds } }, data: { consent: false } });
      const withdrawn = { kind: 'withdrawn', purposes: JSON.stringify(['contact', 'marketing']), form: 'privacy-request', createdAt: now };
      await tx.consentRecord.createMany({
        data: [
          ...match.leadIds.map((leadId) => ({ ...withdrawn, leadId })),
          ...match.applicationIds.map((applicationId) => ({ ...withdrawn, applicationId })),
        ],
      });
    }
    await tx.privacyRequest.update({
      where: { id: request.id },
      data: { status: input.outcome, closedAt: now, closedById: staffId, closingNote: input.note },
    });
    return { ok: true };
  });
}

/**
 * Whether someone with this phone or e-mail has a verified privacy request still open. Retention
 * leaves their leads alone until it is closed, so that an erasure never pre-empts an answer the
 * person is owed (an access export, say).
 */
export async function hasOpenPrivacyRequest(person: { email: string | null; phoneKey: string | null }): Promise<boolean> {
  const identifiers = [
    ...(person.phoneKey ? [{ phoneKey: person.phoneKey }] : []),
    ...(person.email ? [{ email: person.email.trim().toLowerCase() }] : []),
  ];
  if (identifiers.length === 0) return false;
  const prisma = await db();
  return (await prisma.privacyRequest.count({ where: { status: 'open', OR: identifiers } })) > 0;
}
