import { consentGivenRow } from '@/lib/compliance/consent/store';
import { attributionColumns } from '@/lib/intake/attribution/columns';
import type { CreateResult } from '@/lib/intake/forms/enquiry-store';
import { fieldErrorsOf } from '@/lib/intake/forms/field-errors';
import type { Idempotency } from '@/lib/intake/forms/idempotency';
import { looksLikeSpam } from '@/lib/intake/forms/spam';
import { storeOnce } from '@/lib/intake/forms/store-once';
import { outboxRowsForApplication } from '@/lib/mail/outbox/enqueue';
import { wakeOutbox } from '@/lib/mail/outbox/wake';
import { db } from '@/lib/platform/db';
import 'server-only';
import { applicationSchema } from './application-schema';

/**
 * Validates a job application and stores it with its outbox rows in one transaction, once per
 * Idempotency-Key; database failures are thrown to the caller. `page` (the sending page's path and query)
 * stands in for attribution the body lacks.
 */
export async function createApplication(
  body: unknown,
  { idempotency, page }: { idempotency?: Idempotency; page?: string } = {},
): Promise<CreateResult> {
  const parsed = applicationSchema.safeParse(body);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const { name, email, about, department, position, consent, website, fillMs, attribution, pagePath } = parsed.data;
  const prisma = await db();
  const store = () =>
    prisma.$transaction(async (tx) => {
      const row = await tx.jobApplication.create({
        data: {
          ...{ name, email, about, department, position },
          consent: true,
          ...attributionColumns(attribution, page ?? pagePath, new Date()),
          spam: looksLikeSpam({ website, fillMs }),
          idempotencyKey: idempotency?.key,
          requestHash: idempotency?.requestHash,
        },
        select: { id: true },
      });
      await tx.consentRecord.create({ data: { ...consentGivenRow(consent, { form: 'careers' }), applicationId: row.id } });
      const deliveries = outboxRowsForApplication(row);
      if (deliveries.length > 0) await tx.delivery.createMany({ data: deliveries });
      return row.id;
    });
  const result = await storeOnce(
    {
      findByKey: (key) =>
        prisma.jobApplication.findUnique({ where: { idempotencyKey: key }, select: { id: true, requestHash: true, createdAt: true } }),
      forgetKey: (id, key) =>
        prisma.jobApplication.updateMany({ where: { id, idempotencyKey: key }, data: { idempotencyKey: null, requestHash: null } }),
    },
    idempotency,
    store,
  );
  if (result.ok && !result.replayed) wakeOutbox();
  return result;
}
