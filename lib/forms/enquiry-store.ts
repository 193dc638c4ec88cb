import 'server-only';
import { db } from '@/lib/db';
import { fieldErrorsOf, type FieldErrors } from './field-errors';
import { enquirySchema } from './enquiry-schema';
import { looksLikeSpam } from './spam';

export type CreateResult = { ok: true; id: string } | { ok: false; fieldErrors: FieldErrors };

/** Validates a submitted body and stores it; database failures are thrown to the caller. */
export async function createEnquiry(
  body: unknown,
  context: { pagePath?: string } = {},
): Promise<CreateResult> {
  const parsed = enquirySchema.safeParse(body);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const { website, fillMs, consent, pagePath, ...fields } = parsed.data;
  const prisma = await db();
  const row = await prisma.enquiry.create({
    data: {
      ...fields,
      pagePath: pagePath ?? context.pagePath,
      consent: consent ?? false,
      spam: looksLikeSpam({ website, fillMs }),
    },
    select: { id: true },
  });
  return { ok: true, id: row.id };
}
