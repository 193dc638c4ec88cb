/** Faster than any person can type a name and a phone number. */
export const MIN_FILL_MS = 2000;

/**
 * A submission that filled the hidden honeypot or came in faster than a person could type.
 * Such enquiries are still stored, flagged, because a false positive must not lose a lead.
 */
export function looksLikeSpam({ website, fillMs }: { website?: string; fillMs?: number }): boolean {
  const honeypotFilled = website !== undefined && website.trim() !== '';
  const tooFast = fillMs !== undefined && fillMs < MIN_FILL_MS;
  return honeypotFilled || tooFast;
}
