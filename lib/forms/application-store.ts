import 'server-only';
import { db } from '@/lib/db';
import { fieldErrorsOf } from '@/lib/forms/field-errors';
import type { CreateResult } from '@/lib/forms/enquiry-store';
import { looksLikeSpam } from '@/lib/forms/spam';
import { outboxRowsForApplication } from '@/lib/outbox/enqueue';
import { wakeOutbox } from '@/lib/outbox/wake';
import { applicationSchema } from './application-schema';

/**
 * Validates a job application and stores it with its outbox rows in one transaction; database
 * failures are thrown to the caller.
 */
export async function createApplication(body: unknown): Promise<CreateResult> {
  const parsed = applicationSchema.safeParse(body);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const { name, email, about, department, position, consent, website, fillMs } = parsed.data;
  const prisma = await db();
  const id = await prisma.$transaction(async (tx) => {
    const row = await tx.jobApplication.create({
      data: {
        ...{ name, email, about, department, position },
        consent: consent ?? false,
        spam: looksLikeSpam({ website, fillMs }),
      },
      select: { id: true },
    });
    const deliveries = outboxRowsForApplication(row);
    if (deliveries.length > 0) await tx.delivery.createMany({ data: deliveries });
    return row.id;
  });
  wakeOutbox();
  return { ok: true, id };
}
