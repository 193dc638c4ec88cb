import '@/lib/platform/validation/jitless';

import { z } from 'zod';
import { usableEmailAddress } from './email-address';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const optionalText = (max: number) => text(max).nullish();

/**
 * A lead another tool posts to /api/intake/{source} (README: Lead sources). Only `name` and a phone
 * or e-mail are required; `externalId` is the tool's own id of the lead, by which a repeat post is
 * recognised (without it, each post is a new lead unless it carries the same Idempotency-Key).
 */
export const apiLeadSchema = z
  .object({
    name: text(200).min(1, 'is required'),
    phone: optionalText(40),
    email: z
      .string()
      .refine((value) => usableEmailAddress(value) !== null, 'must be an e-mail address')
      .nullish(),
    message: optionalText(5000),
    projectName: optionalText(200),
    city: optionalText(100),
    externalId: text(200).min(1, 'must not be empty').optional(),
    receivedAt: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date and time, e.g. 2026-11-27T10:30:00+05:30' }).optional(),
    channel: optionalText(60),
    campaign: optionalText(200),
    consentForm: optionalText(300),
    isTest: z.boolean('must be true or false').optional(),
  })
  .strict()
  .refine((lead) => Boolean(lead.phone || lead.email), { path: ['phone'], message: 'a phone or an e-mail address is required' });

export type ApiLead = z.infer<typeof apiLeadSchema>;

/** The fields of a malformed body, each with what is wrong: `{ "email": "must be an e-mail address" }`. */
export function apiFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.map(String).join('.') || 'body';
    errors[field] ??= issue.code === 'unrecognized_keys' ? 'is not a field of a lead' : issue.message;
  }
  return errors;
}
