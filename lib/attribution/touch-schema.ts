import { z } from 'zod';
import { MAX_TOUCH_TEXT, type Touch } from './touch';

// Control characters (C0, DEL, C1) and the bidirectional overrides that could make stored text read differently.
const unwanted = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/** A touch value as stored: text only, unwanted characters dropped, trimmed, at most 200 characters; else absent. */
const touchText = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(unwanted, '').trim().slice(0, MAX_TOUCH_TEXT) || undefined : undefined),
  z.string().optional(),
);

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
  landing: touchText,
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
