import '@/lib/platform/validation/jitless';

import { MAX_TOUCH_TEXT, campaignLanding, type Touch } from '@/lib/intake/attribution/touch';
import { fieldMessages } from '@/lib/platform/validation/field-messages';
import { emptyToUndefined } from '@/lib/platform/validation/form-fields';
import { isSitePath } from '@/lib/site/page/paths';
import { z } from 'zod';
import { MAX_NAME_LENGTH } from './form-constants';

/** Field rules of the enquiry and job-application schemas (the ones the privacy form shares too are in lib/platform/validation/form-fields.ts). */

export const personName = z
  .string({ error: fieldMessages['name.required'] })
  .trim()
  .min(1, fieldMessages['name.required'])
  .max(MAX_NAME_LENGTH, fieldMessages['name.too_long']);

// Control characters (C0, DEL, C1) and the bidirectional overrides that could make stored text read differently.
const unwanted = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

// Any origin anchors the parse (these rules also run in the browser, without SITE_URL): what matters is only
// whether the path stays on it.
const PAGE_ORIGIN = 'http://page.invalid';

const cleanTouchText = (value: unknown) =>
  typeof value === 'string' ? value.replace(unwanted, '').trim().slice(0, MAX_TOUCH_TEXT) || undefined : undefined;

/** A touch value as stored: text only, unwanted characters dropped, trimmed, at most 200 characters; else absent. */
const touchText = z.preprocess(cleanTouchText, z.string().optional());

/**
 * A landing page as stored: a path with only its campaign parameters, whatever the browser kept (a touch
 * recorded before issue 39 may hold a privacy link's token in its query); else absent.
 */
const touchLanding = z.preprocess((value) => {
  const text = cleanTouchText(value);
  if (!text?.startsWith('/')) return undefined;
  try {
    return campaignLanding(new URL(text, PAGE_ORIGIN)).slice(0, MAX_TOUCH_TEXT);
  } catch {
    return undefined;
  }
}, z.string().optional());

const touchTime = z.iso.datetime({ offset: true }).optional().catch(undefined);

/** One touch as the browser sends it; parameters this site does not know are dropped. */
export const touchSchema = z.object({
  source: touchText,
  medium: touchText,
  campaign: touchText,
  term: touchText,
  content: touchText,
  gclid: touchText,
  gbraid: touchText,
  wbraid: touchText,
  fbclid: touchText,
  referrer: touchText,
  landing: touchLanding,
  at: touchTime,
}) satisfies z.ZodType<Touch>;

/**
 * Where the visitor came from (issue 34), sent beside a form's fields. Never shown to the visitor, so a
 * malformed touch is dropped rather than blocking their message.
 */
export const attributionField = z
  .object({
    first: touchSchema.optional().catch(undefined),
    last: touchSchema.optional().catch(undefined),
  })
  .optional()
  .catch(undefined);

// The hidden fields are never shown to people, so a bad value falls back to "absent" instead of
// blocking a real message.
export const hiddenFields = {
  pagePath: z.string().max(300).refine(isSitePath).optional().catch(undefined),
  attribution: attributionField,
  /**
   * Honeypot: a field people never see, so anything typed into it came from a bot. Still text:
   * any other shape is a malformed request (400), not a value to inspect.
   */
  website: z.string().max(2000).optional(),
  /**
   * How long the form was open before sending, in ms, measured on the visitor's own clock so a
   * wrong system clock cannot make a person look like a bot.
   */
  fillMs: z.coerce.number().int().nonnegative().optional().catch(undefined),
};

export const hiddenText = (max: number) => z.preprocess(emptyToUndefined, z.string().trim().max(max).optional()).catch(undefined);
