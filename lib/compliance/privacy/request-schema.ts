import '@/lib/platform/validation/jitless';

import { emailAddress, optional, phoneNumber } from '@/lib/platform/validation/form-fields';
import { z } from 'zod';

/** The rights a person may exercise at /privacy/your-data (DPDP Act 2023, sections 11 to 13 and 6(4)). */
export const privacyRequestKinds = ['access', 'correction', 'erasure', 'withdrawal'] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];

export const privacyKindLabels: Record<PrivacyRequestKind, string> = {
  access: 'A copy of my data',
  correction: 'Correct my data',
  erasure: 'Erase my data',
  withdrawal: 'Withdraw my consent',
};

export const MAX_CORRECTION_LENGTH = 2000;

/** The rights form, posted without JavaScript; at least one of phone and e-mail identifies the person. */
export const privacyRequestSchema = z
  .object({
    kind: z.enum(privacyRequestKinds, { error: 'Choose what you are asking for.' }),
    phone: optional(phoneNumber),
    email: optional(emailAddress.transform((value) => value.toLowerCase())),
    details: optional(z.string().trim().max(MAX_CORRECTION_LENGTH, `Keep the correction under ${MAX_CORRECTION_LENGTH} characters.`)),
  })
  .superRefine((value, ctx) => {
    if (!value.phone && !value.email) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Give the phone number or the e-mail address you used with us.' });
    }
    if (value.kind === 'correction' && !value.details) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: 'Say what should be corrected.' });
    }
  });

export type PrivacyRequestInput = z.output<typeof privacyRequestSchema>;

/** The form's problems that the page may name, by code, so that only codes travel in its URL. */
export const privacyProblemMessages = {
  kind: 'Choose what you are asking for.',
  contact: 'Give a valid phone number or e-mail address, the one you used with us.',
  details: 'Say what should be corrected (up to 2,000 characters).',
  unreadable: 'The form could not be read. Please send it again.',
  unavailable: 'We could not record your request just now. Please try again in a few minutes.',
} as const;
export type PrivacyProblem = keyof typeof privacyProblemMessages;

export function problemsOf(error: z.ZodError): PrivacyProblem[] {
  const codes = error.issues.map((issue): PrivacyProblem => {
    const field = issue.path[0];
    if (field === 'kind') return 'kind';
    if (field === 'details') return 'details';
    return 'contact';
  });
  return [...new Set(codes)];
}
