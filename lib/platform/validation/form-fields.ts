import '@/lib/platform/validation/jitless';

import { z } from 'zod';
import { fieldMessages } from './field-messages';

/** Field rules shared by the enquiry, job-application and privacy-request forms. */

export const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const emailAddress = z
  .string({ error: fieldMessages['email.invalid'] })
  .trim()
  .max(254, fieldMessages['email.invalid'])
  .pipe(z.email(fieldMessages['email.invalid']));

export const phoneNumber = z
  .string({ error: fieldMessages['phone.invalid'] })
  .trim()
  .regex(/^\+?[\d\s-]+$/, fieldMessages['phone.invalid'])
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, fieldMessages['phone.invalid']);

/** Text a person may leave empty: blank counts as absent. */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
