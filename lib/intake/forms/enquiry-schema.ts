import '@/lib/platform/validation/jitless';

import { enquiryConsentField } from '@/lib/compliance/consent/consent-input';
import { fieldMessages } from '@/lib/platform/validation/field-messages';
import { emailAddress, optional, phoneNumber } from '@/lib/platform/validation/form-fields';
import { SHORTLIST_MAX } from '@/lib/site/shortlist/store';
import { MAX_VISITORS, visitSlots } from '@/lib/site/visits/slots';
import { isBookableDay } from '@/lib/site/visits/visit-window';
import { z } from 'zod';
import { hiddenFields, hiddenText, personName } from './fields';
import { MAX_MESSAGE_LENGTH, enquiryIntents, enquirySources } from './form-constants';

export const shortlistRef = z.object({
  developer: z.string().trim().min(1).max(200),
  id: z.string().trim().min(1).max(200),
  name: z.string().trim().min(1).max(200),
});

/**
 * The projects of a 'Send my shortlist' enquiry: a list from JSON, or its JSON text from a form
 * posted without JavaScript; stored as JSON text in one column.
 */
const shortlistField = z
  .preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return undefined;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    },
    z.array(shortlistRef, { error: 'Invalid shortlist.' }).min(1).max(SHORTLIST_MAX).optional(),
  )
  .transform((list) => (list ? JSON.stringify(list) : undefined));

export const enquirySchema = z
  .object({
    name: personName,
    phone: optional(phoneNumber),
    email: optional(emailAddress),
    message: optional(z.string({ error: fieldMessages['message.invalid'] }).max(MAX_MESSAGE_LENGTH, fieldMessages['message.too_long'])),
    source: z.enum(enquirySources, { error: fieldMessages['source.invalid'] }).default('api'),
    projectId: hiddenText(200),
    projectDeveloper: hiddenText(200),
    projectName: hiddenText(200),
    intent: z.enum(enquiryIntents).optional().catch(undefined),
    locality: hiddenText(100),
    city: hiddenText(100),
    shortlist: shortlistField,
    visitDate: optional(z.string({ error: fieldMessages['visitDate.invalid'] }).trim().max(10, fieldMessages['visitDate.invalid'])),
    visitSlot: optional(z.enum(visitSlots, { error: fieldMessages['visitSlot.required'] })),
    visitors: optional(
      z.coerce
        .number({ error: fieldMessages['visitors.invalid'] })
        .int(fieldMessages['visitors.invalid'])
        .min(1, fieldMessages['visitors.invalid'])
        .max(MAX_VISITORS, fieldMessages['visitors.invalid']),
    ),
    ...hiddenFields,
    consent: enquiryConsentField,
  })
  .superRefine((value, ctx) => {
    if (value.intent === 'site-visit') {
      if (!value.visitDate || !isBookableDay(value.visitDate)) {
        ctx.addIssue({ code: 'custom', path: ['visitDate'], message: fieldMessages['visitDate.invalid'] });
      }
      if (!value.visitSlot) ctx.addIssue({ code: 'custom', path: ['visitSlot'], message: fieldMessages['visitSlot.required'] });
      if (!value.projectId || !value.projectDeveloper) {
        ctx.addIssue({ code: 'custom', path: ['projectId'], message: fieldMessages['project.required'] });
      }
    }
    if (value.source === 'shortlist' && !value.shortlist) {
      ctx.addIssue({ code: 'custom', path: ['shortlist'], message: 'Invalid shortlist.' });
    }
    if (value.source === 'contact-page') {
      if (!value.email) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: fieldMessages['email.required'] });
      }
    } else if (!value.phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: fieldMessages['phone.required'] });
    }
  });

export type EnquiryInput = z.output<typeof enquirySchema>;

/** The visit fields belong to a site-visit booking only; on any other enquiry they are dropped. */
export function withoutStrayVisitFields(input: EnquiryInput): EnquiryInput {
  if (input.intent === 'site-visit') return { ...input, visitors: input.visitors ?? 1 };
  return { ...input, visitDate: undefined, visitSlot: undefined, visitors: undefined };
}
