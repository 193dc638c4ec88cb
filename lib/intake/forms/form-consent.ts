/** The value of the marketing checkbox when ticked; an unticked box sends nothing. */
export const MARKETING_TICKED = 'yes';

/**
 * A form posted without JavaScript names its notice in a hidden `noticeVersion` field and sends
 * `marketing` only when the box is ticked; the schemas take them as the API's one `consent` object.
 * A body without `noticeVersion` (a page built before notices had versions) passes unchanged.
 */
export function withPostedConsent(body: Record<string, unknown>): Record<string, unknown> {
  const { noticeVersion, marketing, ...rest } = body;
  if (noticeVersion === undefined) return rest;
  return { ...rest, consent: marketing === undefined ? { noticeVersion } : { noticeVersion, marketing: marketing === MARKETING_TICKED } };
}

/** The `consent` object a form sends as JSON: the notice it showed (its version) and the marketing box's state. */
export function sentConsent(noticeVersion: string | undefined, marketing: string | undefined) {
  return marketing === undefined ? { noticeVersion } : { noticeVersion, marketing: marketing === MARKETING_TICKED };
}
