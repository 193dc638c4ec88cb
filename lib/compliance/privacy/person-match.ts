import { Prisma } from '@/lib/generated/prisma/client';
import type { Tx } from '@/lib/platform/db/tx';
import 'server-only';

/** The rows held under the identifiers a request's person proved, and those identifiers. */
export type PersonMatch = {
  phoneKeys: string[];
  emails: string[];
  leadIds: string[];
  applicationIds: string[];
  privacyRequestIds: string[];
  /** The outbox rows of the verification mails sent to them, whose payload holds their address. */
  mailDeliveryIds: string[];
};

/**
 * A phone or e-mail found on the person's rows that they have not proven. The rows that carry it
 * (and no proven identifier) may be someone else's: they are counted, never read or erased.
 */
export type LinkedIdentifier = {
  kind: 'phone' | 'email';
  /** The phone key (its last ten digits, as staff dial it) or the lower-cased e-mail. */
  value: string;
  leads: number;
  applications: number;
  privacyRequests: number;
};

export type RequestMatch = PersonMatch & {
  linked: LinkedIdentifier[];
  /**
   * The phones erasure leaves a tombstone for: the proven ones, and those found only on the rows it
   * erases. A phone still carried by a kept (linked) row gets none, so erasing one enquiry never
   * cuts someone else's later enquiries off their history.
   */
  tombstonePhoneKeys: string[];
};

type MatchedRequest = { id: string; phoneKey: string | null; email: string | null; verifyBy: string };

type ContactRow = { id: string; phoneKey: string | null; email: string | null };

const unique = <T>(values: (T | null | undefined)[]) => [...new Set(values.filter((value): value is T => value != null))];

async function leadsOf(tx: Tx, phoneKeys: string[], emails: string[]): Promise<ContactRow[]> {
  const conditions: Prisma.Sql[] = [];
  if (phoneKeys.length > 0) conditions.push(Prisma.sql`"phoneKey" IN (${Prisma.join(phoneKeys)})`);
  if (emails.length > 0) conditions.push(Prisma.sql`lower("email") IN (${Prisma.join(emails)})`);
  if (conditions.length === 0) return [];
  return tx.$queryRaw<ContactRow[]>`SELECT "id", "phoneKey", "email" FROM "Enquiry" WHERE ${Prisma.join(conditions, ' OR ')}`;
}

async function applicationsOf(tx: Tx, emails: string[]): Promise<{ id: string }[]> {
  if (emails.length === 0) return [];
  return tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "JobApplication" WHERE lower("email") IN (${Prisma.join(emails)})`;
}

async function requestsOf(tx: Tx, phoneKeys: string[], emails: string[]) {
  if (phoneKeys.length === 0 && emails.length === 0) return [];
  return tx.privacyRequest.findMany({
    where: { OR: [{ phoneKey: { in: phoneKeys } }, { email: { in: emails } }] },
    select: { id: true, mailDeliveryId: true, proofs: { select: { mailDeliveryId: true } } },
  });
}

/**
 * The identifiers the request's person has proved: the e-mail whose link they followed (the request's
 * own, or the privacy link's), and each phone or e-mail staff proved on the request since (a call
 * they recorded, a link mailed and followed). A phone typed on a form is never proof by itself.
 */
export async function provenIdentifiers(tx: Tx, request: MatchedRequest): Promise<{ phoneKeys: string[]; emails: string[] }> {
  const proofs = await tx.privacyProof.findMany({
    where: { requestId: request.id, provenAt: { not: null }, value: { not: null } },
    select: { kind: true, value: true },
  });
  return {
    phoneKeys: unique(proofs.filter((proof) => proof.kind === 'phone').map((proof) => proof.value)),
    emails: unique([
      request.verifyBy === 'email' ? request.email?.toLowerCase() : null,
      ...proofs.filter((proof) => proof.kind === 'email').map((proof) => proof.value?.toLowerCase()),
    ]),
  };
}

/** Whether the request's person has proved anything yet: until then nothing is exported, erased or withdrawn. */
export async function hasProvenIdentifier(tx: Tx, request: MatchedRequest): Promise<boolean> {
  const proven = await provenIdentifiers(tx, request);
  return proven.phoneKeys.length + proven.emails.length > 0;
}

async function rowsCarrying(tx: Tx, phoneKeys: string[], emails: string[]) {
  const [leads, applications, requests] = await Promise.all([
    leadsOf(tx, phoneKeys, emails),
    applicationsOf(tx, emails),
    requestsOf(tx, phoneKeys, emails),
  ]);
  return { leads, applications, requests };
}

/**
 * Who a privacy request is about: exactly the rows that carry an identifier its person proved (the
 * export and the erasure read these and nothing else). Enquiries and requests are typed by anyone,
 * so a phone or e-mail found beside a proven one proves nothing: such an identifier, and the count of
 * the rows that carry only it, come back apart as `linked`, for staff to prove or leave alone.
 * E-mail is compared lower-cased, on both engines alike.
 */
export async function matchPerson(tx: Tx, request: MatchedRequest): Promise<RequestMatch> {
  const proven = await provenIdentifiers(tx, request);
  const rows = await rowsCarrying(tx, proven.phoneKeys, proven.emails);
  const matchedIds = new Set([...rows.leads, ...rows.applications, ...rows.requests].map((row) => row.id));

  const candidates: { kind: 'phone' | 'email'; value: string }[] = [];
  const consider = (kind: 'phone' | 'email', value: string | null | undefined) => {
    if (!value) return;
    const provenList = kind === 'phone' ? proven.phoneKeys : proven.emails;
    if (provenList.includes(value) || candidates.some((known) => known.kind === kind && known.value === value)) return;
    candidates.push({ kind, value });
  };
  consider('phone', request.phoneKey);
  consider('email', request.email?.toLowerCase());
  for (const row of rows.leads) {
    consider('phone', row.phoneKey);
    consider('email', row.email?.toLowerCase());
  }

  const linked: LinkedIdentifier[] = [];
  const keptPhoneKeys = new Set<string>();
  for (const candidate of candidates) {
    const carrying =
      candidate.kind === 'phone' ? await rowsCarrying(tx, [candidate.value], []) : await rowsCarrying(tx, [], [candidate.value]);
    const outside = <T extends { id: string }>(list: T[]) => list.filter((row) => !matchedIds.has(row.id));
    const counts = {
      leads: outside(carrying.leads).length,
      applications: outside(carrying.applications).length,
      privacyRequests: outside(carrying.requests).filter((row) => row.id !== request.id).length,
    };
    if (counts.leads + counts.applications + counts.privacyRequests === 0) continue;
    if (candidate.kind === 'phone') keptPhoneKeys.add(candidate.value);
    // A phone-only request's own phone is the one staff are asked to call first, above the list.
    if (request.verifyBy === 'call' && candidate.kind === 'phone' && candidate.value === request.phoneKey) continue;
    linked.push({ ...candidate, ...counts });
  }

  const requests = rows.requests;
  return {
    phoneKeys: proven.phoneKeys,
    emails: proven.emails,
    leadIds: rows.leads.map((row) => row.id).sort(),
    applicationIds: rows.applications.map((row) => row.id).sort(),
    privacyRequestIds: requests.map((row) => row.id).sort(),
    mailDeliveryIds: unique(requests.flatMap((row) => [row.mailDeliveryId, ...row.proofs.map((proof) => proof.mailDeliveryId)])),
    linked,
    tombstonePhoneKeys: unique([...proven.phoneKeys, ...rows.leads.map((row) => row.phoneKey)]).filter((key) => !keptPhoneKeys.has(key)),
  };
}
