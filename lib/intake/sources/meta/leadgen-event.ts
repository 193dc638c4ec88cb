import '@/lib/platform/validation/jitless';

import { z } from 'zod';

const id = z.union([z.string().regex(/^\d{1,30}$/, 'must be a numeric id'), z.number().int().nonnegative()]).transform(String);

/** One `leadgen` change of a Page webhook delivery: the ids Meta sends; the lead itself is fetched from the Graph API. */
export const leadgenValueSchema = z.object({
  leadgen_id: id,
  page_id: id.optional(),
  form_id: id.optional(),
  ad_id: id.optional(),
  adgroup_id: id.optional(),
  created_time: z.number().int().optional(),
});

export type LeadgenValue = z.infer<typeof leadgenValueSchema>;

const deliverySchema = z.object({
  object: z.literal('page', 'must be "page"'),
  entry: z.array(
    z.object({
      id: id.optional(),
      changes: z.array(z.object({ field: z.string(), value: z.unknown() })),
    }),
  ),
});

/**
 * The leadgen changes of one webhook delivery, or the path of the first malformed field
 * (`entry.0.changes.1.value.leadgen_id: must be a numeric id`). Changes of other fields are ignored.
 */
export function leadgenChangesOf(body: unknown): { ok: true; changes: LeadgenValue[] } | { ok: false; field: string; message: string } {
  const delivery = deliverySchema.safeParse(body);
  if (!delivery.success) {
    const issue = delivery.error.issues[0]!;
    return { ok: false, field: issue.path.join('.') || 'body', message: issue.message };
  }
  const changes: LeadgenValue[] = [];
  for (const [entryIndex, entry] of delivery.data.entry.entries()) {
    for (const [changeIndex, change] of entry.changes.entries()) {
      if (change.field !== 'leadgen') continue;
      const value = leadgenValueSchema.safeParse(change.value);
      if (!value.success) {
        const issue = value.error.issues[0]!;
        return {
          ok: false,
          field: ['entry', entryIndex, 'changes', changeIndex, 'value', ...issue.path].join('.'),
          message: issue.message,
        };
      }
      changes.push(value.data);
    }
  }
  return { ok: true, changes };
}
