import 'server-only';
import { db } from '@/lib/db';
import { fieldErrorsOf } from '@/lib/forms/field-errors';
import type { CreateResult } from '@/lib/forms/enquiry-store';
import { looksLikeSpam } from '@/lib/forms/spam';
import { applicationSchema } from './application-schema';

/** Validates a job application and stores it; database failures are thrown to the caller. */
export async function createApplication(body: unknown): Promise<CreateResult> {
  const parsed = applicationSchema.safeParse(body);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const { name, email, about, department, position, consent, website, fillMs } = parsed.data;
  const prisma = await db();
  const row = await prisma.jobApplication.create({
    data: {
      ...{ name, email, about, department, position },
      consent: consent ?? false,
      spam: looksLikeSpam({ website, fillMs }),
    },
    select: { id: true },
  });
  return { ok: true, id: row.id };
}
