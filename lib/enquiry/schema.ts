import { z } from 'zod';
import { fieldMessages } from './messages';

/** Which form an enquiry came from; stored so staff can tell the footer from a project page. */
export const enquirySources = [
  'footer',
  'floating',
  'contact-modal',
  'home-popup',
  'no-results',
  'contact-page',
  'project',
  'api',
] as const;
export type EnquirySource = (typeof enquirySources)[number];

export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_NAME_LENGTH = 100;

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalText = (max: number) =>
  z.preprocess(emptyToUndefined, z.string().trim().max(max).optional());

const name = z
  .string({ error: fieldMessages['name.required'] })
  .trim()
  .min(1, fieldMessages['name.required'])
  .max(MAX_NAME_LENGTH, fieldMessages['name.too_long']);

const phone = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: fieldMessages['phone.invalid'] })
    .trim()
    .regex(/^\+?[\d\s-]+$/, fieldMessages['phone.invalid'])
    .refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    }, fieldMessages['phone.invalid'])
    .optional(),
);

const email = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: fieldMessages['email.invalid'] })
    .trim()
    .max(254, fieldMessages['email.invalid'])
    .pipe(z.email(fieldMessages['email.invalid']))
    .optional(),
);

const message = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: fieldMessages['message.invalid'] })
    .max(MAX_MESSAGE_LENGTH, fieldMessages['message.too_long'])
    .optional(),
);

// The hidden fields are never shown to people, so their failures fall back to safe values
// instead of blocking a real enquiry.
const pagePath = z
  .string()
  .max(300)
  .refine((path) => path.startsWith('/') && !path.startsWith('//'))
  .optional()
  .catch(undefined);

const startedAt = z.coerce.number().int().nonnegative().optional().catch(undefined);

const consent = z
  .union([z.boolean(), z.enum(['true', 'on', 'false'])])
  .transform((value) => value === true || value === 'true' || value === 'on')
  .optional()
  .catch(undefined);

export const enquirySchema = z
  .object({
    name,
    phone,
    email,
    message,
    source: z.enum(enquirySources, { error: fieldMessages['source.invalid'] }).default('api'),
    pagePath,
    projectId: optionalText(200).catch(undefined),
    projectDeveloper: optionalText(200).catch(undefined),
    projectName: optionalText(200).catch(undefined),
    consent,
    /** Honeypot: a field people never see, so anything typed into it came from a bot. */
    website: z.unknown().optional(),
    /** When the form was shown (ms since epoch), for the minimum fill time. */
    startedAt,
  })
  .superRefine((value, ctx) => {
    if (value.source === 'contact-page') {
      if (!value.email) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: fieldMessages['email.required'] });
      }
    } else if (!value.phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: fieldMessages['phone.required'] });
    }
  });

export type EnquiryBody = z.input<typeof enquirySchema>;
export type EnquiryInput = z.output<typeof enquirySchema>;

/** Fields a person fills in; the only ones that get per-field messages. */
export type EnquiryField = 'name' | 'phone' | 'email' | 'message';

export function requiredFields(source: EnquirySource): EnquiryField[] {
  return source === 'contact-page' ? ['name', 'email'] : ['name', 'phone'];
}
