import '@/lib/platform/validation/jitless';

import { fieldMessages } from '@/lib/platform/validation/field-messages';
import { knownNoticeVersions } from '@/lib/site/content/privacy-notice';
import { z } from 'zod';

/** What a person agreed to when sending a form; `noticeVersion` is absent when an older client named none. */
export type ConsentInput = { noticeVersion?: string; marketing: boolean };

const noticeVersion = z
  .string({ error: fieldMessages['consent.version'] })
  .refine((version) => knownNoticeVersions.includes(version), fieldMessages['consent.version']);

const enquiryConsent = z.strictObject(
  {
    noticeVersion,
    // Only the JSON value true agrees: "yes", 1 or "true" are refused rather than guessed at.
    marketing: z.boolean({ error: fieldMessages['consent.marketing'] }).optional(),
  },
  { error: fieldMessages['consent.invalid'] },
);

const applicationConsent = z.strictObject(
  { noticeVersion, marketing: z.undefined({ error: fieldMessages['consent.no_marketing'] }).optional() },
  { error: fieldMessages['consent.invalid'] },
);

// The boolean (or its form-post text) that clients sent before the notice had versions.
const legacyConsent = z.union([z.boolean(), z.enum(['true', 'on', 'false'])]);

function consentField(given: typeof enquiryConsent | typeof applicationConsent) {
  return z
    .unknown()
    .transform((value, ctx): ConsentInput => {
      if (legacyConsent.safeParse(value).success) return { marketing: false };
      const parsed = given.safeParse(value);
      if (parsed.success) return { noticeVersion: parsed.data.noticeVersion, marketing: parsed.data.marketing === true };
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    })
    .optional();
}

/**
 * The `consent` field of an enquiry: `{ noticeVersion, marketing? }`. Sending the form is itself the
 * consent to be contacted; marketing is a separate, optional yes.
 */
export const enquiryConsentField = consentField(enquiryConsent);
/** The `consent` field of a job application: the notice version only, marketing is never asked. */
export const applicationConsentField = consentField(applicationConsent);
