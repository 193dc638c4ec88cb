import { z } from 'zod';
import { emailAddress, hiddenFields, hiddenText, optional, personName, phoneNumber } from './fields';
import { fieldMessages } from './messages';
import { SHORTLIST_MAX } from '@/lib/shortlist/store';

export { MAX_NAME_LENGTH } from './fields';

/** Which form an enquiry came from; stored so staff can tell the footer from a project page. */
export const enquirySources = [
  'footer',
  'floating',
  'contact-modal',
  'home-popup',
  'no-results',
  'contact-page',
  'project',
  'hero',
  'locality-guide',
  'city-page',
  'shortlist',
  'api',
] as const;
export type EnquirySource = (typeof enquirySources)[number];

/** What the visitor wants; set by the home hero's Rent / Lease and Sell buttons. */
export const enquiryIntents = ['buy', 'rent', 'sell'] as const;
export type EnquiryIntent = (typeof enquiryIntents)[number];

/** How far staff have got with a lead. */
export const enquiryStatuses = ['new', 'contacted', 'closed'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

export const MAX_MESSAGE_LENGTH = 2000;

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
  .preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, z.array(shortlistRef, { error: 'Invalid shortlist.' }).min(1).max(SHORTLIST_MAX).optional())
  .transform((list) => (list ? JSON.stringify(list) : undefined));

export const enquirySchema = z
  .object({
    name: personName,
    phone: optional(phoneNumber),
    email: optional(emailAddress),
    message: optional(
      z
        .string({ error: fieldMessages['message.invalid'] })
        .max(MAX_MESSAGE_LENGTH, fieldMessages['message.too_long']),
    ),
    source: z.enum(enquirySources, { error: fieldMessages['source.invalid'] }).default('api'),
    projectId: hiddenText(200),
    projectDeveloper: hiddenText(200),
    projectName: hiddenText(200),
    intent: z.enum(enquiryIntents).optional().catch(undefined),
    locality: hiddenText(100),
    city: hiddenText(100),
    shortlist: shortlistField,
    ...hiddenFields,
  })
  .superRefine((value, ctx) => {
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

/** Fields a person fills in; the only ones that get per-field messages. */
export type EnquiryField = 'name' | 'phone' | 'email' | 'message';

export function requiredFields(source: EnquirySource): EnquiryField[] {
  return source === 'contact-page' ? ['name', 'email'] : ['name', 'phone'];
}
