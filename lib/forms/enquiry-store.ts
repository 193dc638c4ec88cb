import 'server-only';
import { findProject } from '@/lib/content';
import { db } from '@/lib/db';
import { findOpenLead } from '@/lib/leads/repeat';
import { phoneKeyOf } from '@/lib/leads/phone-key';
import { outboxRowsForEnquiry } from '@/lib/outbox/enqueue';
import { wakeOutbox } from '@/lib/outbox/wake';
import { fieldErrorsOf, type FieldErrors } from './field-errors';
import { enquirySchema, withoutStrayVisitFields } from './enquiry-schema';
import { fieldMessages } from './messages';
import { looksLikeSpam } from './spam';

export type CreateResult = { ok: true; id: string } | { ok: false; fieldErrors: FieldErrors };

/**
 * Validates a submitted body and stores it, in one transaction with its outbox rows (so a stored
 * lead is always delivered) and its link to the buyer's open lead when this is a repeat enquiry.
 * Database failures are thrown to the caller; delivery happens later, never in this request.
 */
export async function createEnquiry(
  body: unknown,
  context: { pagePath?: string } = {},
): Promise<CreateResult> {
  const parsed = enquirySchema.safeParse(body);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const { website, fillMs, consent, pagePath, ...fields } = withoutStrayVisitFields(parsed.data);
  // A visit is booked to a real project (the browser cannot check this: the schema runs there too).
  if (fields.intent === 'site-visit') {
    const project = findProject(fields.projectDeveloper ?? '', fields.projectId ?? '');
    if (!project) return { ok: false, fieldErrors: { projectId: fieldMessages['project.unknown'] } };
    fields.projectName = project.project.name;
  }
  const spam = looksLikeSpam({ website, fillMs });
  const phoneKey = phoneKeyOf(fields.phone);
  const prisma = await db();
  const id = await prisma.$transaction(async (tx) => {
    const lead = spam ? null : await findOpenLead(tx, phoneKey, new Date());
    const row = await tx.enquiry.create({
      data: {
        ...fields,
        pagePath: pagePath ?? context.pagePath,
        consent: consent ?? false,
        spam,
        phoneKey,
        repeatOfId: lead?.id,
      },
      select: { id: true, email: true, spam: true },
    });
    if (lead) await tx.leadEvent.create({ data: { enquiryId: lead.id, kind: 'repeat', toValue: row.id } });
    const deliveries = outboxRowsForEnquiry(row);
    if (deliveries.length > 0) await tx.delivery.createMany({ data: deliveries });
    return row.id;
  });
  wakeOutbox();
  return { ok: true, id };
}
