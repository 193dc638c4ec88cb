import '@/lib/platform/validation/jitless';

import { applicationConsentField } from '@/lib/compliance/consent/consent-input';
import { hiddenFields, personName } from '@/lib/intake/forms/fields';
import { MAX_ABOUT_LENGTH } from '@/lib/intake/forms/form-constants';
import { fieldMessages } from '@/lib/platform/validation/field-messages';
import { emailAddress } from '@/lib/platform/validation/form-fields';
import { z } from 'zod';

const label = (code: 'department.required' | 'position.required') =>
  z.string({ error: fieldMessages[code] }).trim().min(1, fieldMessages[code]).max(100, fieldMessages[code]);

export const applicationSchema = z.object({
  name: personName,
  email: z.string({ error: fieldMessages['email.required'] }).trim().min(1, fieldMessages['email.required']).pipe(emailAddress),
  about: z
    .string({ error: fieldMessages['about.required'] })
    .trim()
    .min(1, fieldMessages['about.required'])
    .max(MAX_ABOUT_LENGTH, fieldMessages['about.too_long']),
  department: label('department.required'),
  position: label('position.required'),
  ...hiddenFields,
  consent: applicationConsentField,
});

export type ApplicationInput = z.output<typeof applicationSchema>;
