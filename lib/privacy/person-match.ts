import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';

/** Who a privacy request is about, as the ids of every row found for them and the identifiers that found them. */
export type PersonMatch = {
  phoneKeys: string[];
  emails: string[];
  enquiryIds: string[];
  applicationIds: string[];
  privacyRequestIds: string[];
  /** The outbox rows of the verification mails sent to them, whose payload holds their address. */
  mailDeliveryIds: string[];
};

type VerifiedIdentifier = { phoneKey?: string | null; email?: string | null; verifyBy: string };

type Tx = Prisma.TransactionClient;
type ContactRow = { id: string; phoneKey: string | null; email: string | null };

const unique = <T>(values: (T | null | undefined)[]) => [...new Set(values.filter((value): value is T => value != null))];

async function enquiriesOf(tx: Tx, phoneKeys: string[], emails: string[]): Promise<ContactRow[]> {
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

/**
 * Every row held about the person a request names, found by the identifier they proved: the e-mail
 * whose link they followed, or the phone staff verify by calling (a phone typed beside a verified
 * e-mail proves nothing and is not used). Their own enquiries then tie that e-mail to their phone
 * and back, one step, so a phone-only enquiry of someone who verified their e-mail is theirs too.
 * E-mail is compared lower-cased, on both engines alike.
 */
export async function matchPerson(tx: Tx, request: VerifiedIdentifier): Promise<PersonMatch> {
  const proven = request.verifyBy === 'email'
    ? { phoneKeys: [], emails: unique([request.email]) }
    : { phoneKeys: unique([request.phoneKey]), emails: [] };
  const seed = await enquiriesOf(tx, proven.phoneKeys, proven.emails);
  const phoneKeys = unique([...proven.phoneKeys, ...seed.map((row) => row.phoneKey)]);
  const emails = unique([...proven.emails, ...seed.map((row) => row.email?.toLowerCase())]);
  const enquiries = await enquiriesOf(tx, phoneKeys, emails);
  const applications = await applicationsOf(tx, emails);
  const requests = await tx.privacyRequest.findMany({
    where: { OR: [{ phoneKey: { in: phoneKeys } }, { email: { in: emails } }] },
    select: { id: true, mailDeliveryId: true },
  });
  return {
    phoneKeys,
    emails,
    enquiryIds: enquiries.map((row) => row.id).sort(),
    applicationIds: applications.map((row) => row.id).sort(),
    privacyRequestIds: requests.map((row) => row.id).sort(),
    mailDeliveryIds: unique(requests.map((row) => row.mailDeliveryId)),
  };
}
