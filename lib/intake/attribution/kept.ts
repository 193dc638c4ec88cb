/** Where the browser keeps the first and the latest touch (localStorage: first-party, no cookie). */
export const KEPT_ATTRIBUTION_KEY = 'nestora-attribution';

/**
 * A form's payload with the touches this browser kept, as they are: the server validates them. Storage that is
 * blocked or unreadable leaves the payload as it was, and the server falls back to the sending page.
 */
export function withKeptAttribution(payload: unknown): unknown {
  let attribution: unknown;
  try {
    attribution = JSON.parse(localStorage.getItem(KEPT_ATTRIBUTION_KEY) ?? 'null');
  } catch {
    return payload;
  }
  return attribution && payload && typeof payload === 'object' ? { ...payload, attribution } : payload;
}
