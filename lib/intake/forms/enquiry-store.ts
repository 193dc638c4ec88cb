import { consentGivenRow } from '@/lib/compliance/consent/store';
import { attributionColumns } from '@/lib/intake/attribution/columns';
import { createLeadInTx } from '@/lib/intake/leads/create-lead';
import { wakeOutbox } from '@/lib/mail/outbox/wake';
import { db } from '@/lib/platform/db';
import { phoneKeyOf } from '@/lib/platform/text/phone-key';
import { fieldMessages } from '@/lib/platform/validation/field-messages';
import { findProject } from '@/lib/site/content';
import 'server-only';
import { enquirySchema, withoutStrayVisitFields } from './enquiry-schema';
import { fieldErrorsOf, type FieldErrors } from './field-errors';
import type { Idempotency } from './idempotency';
import { looksLikeSpam } from './spam';
import { storeOnce } from './store-once';

export type CreateResult =
  | { ok: true; id: string; replayed?: boolean }
  | { ok: false; fieldErrors: FieldErrors }
  /** The Idempotency-Key came before with another body. */
  | { ok: false; keyReused: true };

/**
 * Validates a submitted body and stores it, in one transaction with its outbox rows (so a stored
 * lead is always delivered), its link to the buyer's open lead when this is a repeat enquiry, and its
 * owner by the assignment rules (lib/office/assignment).
 * Database failures are thrown to the caller; delivery happens later, never in this request.
 * `page` is the sending page's path and query (from the Referer), read for attribution when the body has none.
 */
export async function createEnquiry(
  body: unknown,
  context: { pagePath?: string; page?: string; idempotency?: Idempotency } = {},
): Promise<CreateResult> {
  const parsed = enquirySchema.safeParse(body);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const { website, fillMs, consent, pagePath, attribution, ...fields } = withoutStrayVisitFields(parsed.data);
  // A visit is booked to a real project (the browser cannot check this: the schema runs there too).
  if (fields.intent === 'site-visit') {
    const project = findProject(fields.projectDeveloper ?? '', fields.projectId ?? '');
    if (!project) return { ok: false, fieldErrors: { projectId: fieldMessages['project.unknown'] } };
    fields.projectName = project.project.name;
  }
  const spam = looksLikeSpam({ website, fillMs });
  const phoneKey = phoneKeyOf(fields.phone);
  const prisma = await db();
  const { idempotency } = context;
  const store = () =>
    prisma.$transaction(async (tx) => {
      const now = new Date();
      const storedPath = pagePath ?? context.pagePath;
      const data = {
        ...fields,
        pagePath: storedPath,
        ...attributionColumns(attribution, context.page ?? storedPath, new Date()),
        consent: true,
        spam,
        phoneKey,
        idempotencyKey: idempotency?.key,
        requestHash: idempotency?.requestHash,
      };
      return createLeadInTx(tx, data, { consent: consentGivenRow(consent, { form: fields.source, pagePath: storedPath }) }, now);
    });
  const result = await storeOnce(
    {
      findByKey: (key) =>
        prisma.lead.findUnique({ where: { idempotencyKey: key }, select: { id: true, requestHash: true, createdAt: true } }),
      forgetKey: (id, key) =>
        prisma.lead.updateMany({ where: { id, idempotencyKey: key }, data: { idempotencyKey: null, requestHash: null } }),
    },
    idempotency,
    store,
  );
  if (result.ok && !result.replayed) wakeOutbox();
  return result;
}
