import { codeForMessage, isFieldMessageCode, type FieldMessageCode } from '@/lib/platform/validation/field-messages';
import type { SubmissionOutcome } from './submission';

export type FormKind = 'enquiry' | 'application';

// Any origin works: only whether the value stays on it matters.
const HOME = 'http://nestora.invalid';

/**
 * A same-site path to send the visitor back to, or undefined when the value is not one. The value
 * is resolved as a browser would (which drops TAB, CR and LF and reads a backslash as `/`, so `/%09/evil`
 * means `//evil` once decoded), and the normalised path is returned, never the raw text.
 */
export function safeBackPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 300 || !value.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(value, HOME);
  } catch {
    return undefined;
  }
  return url.origin === HOME ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/** The path of the page that sent the form, taken from the Referer header. */
export function refererPath(request: Request): string | undefined {
  const referer = request.headers.get('referer');
  if (!referer) return undefined;
  try {
    return safeBackPath(new URL(referer).pathname);
  } catch {
    return undefined;
  }
}

/** The path and query of the page that sent the form (its campaign parameters, for attribution). */
export function refererPage(request: Request): string | undefined {
  const referer = request.headers.get('referer');
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return safeBackPath(`${url.pathname}${url.search}`);
  } catch {
    return undefined;
  }
}

function problemCodes(outcome: Exclude<SubmissionOutcome, { kind: 'created' | 'cross-site' }>): FieldMessageCode[] {
  switch (outcome.kind) {
    case 'invalid':
      return Object.values(outcome.fieldErrors).map((message) => (message && codeForMessage(message)) || 'form.invalid');
    case 'rate-limited':
      return ['form.rate_limited'];
    case 'unreadable':
      return ['form.unreadable'];
    case 'unavailable':
      return ['form.unavailable'];
    case 'key-reused': // only the JSON API reads Idempotency-Key; named for completeness
      return ['form.invalid'];
  }
}

/** Codes from the not-sent page's query, keeping only known ones. */
export function parseProblemCodes(value: string | undefined): FieldMessageCode[] {
  return (value ?? '').split(',').filter(isFieldMessageCode);
}

/**
 * Post/Redirect/Get for forms sent without JavaScript: 303 to the thank-you page, or to a page
 * listing what went wrong. Only message codes travel in the URL, never free text.
 */
export function formRedirect(outcome: SubmissionOutcome, kind: FormKind, back?: string): Response {
  if (outcome.kind === 'cross-site') {
    return new Response('Forms are accepted only from this site.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const query = new URLSearchParams({ kind });
  if (back) query.set('back', back);
  let target = '/enquiry/thank-you';
  if (outcome.kind !== 'created') {
    query.set('errors', [...new Set(problemCodes(outcome))].join(','));
    target = '/enquiry/not-sent';
  }
  return new Response(null, {
    status: 303,
    headers: { Location: `${target}?${query.toString()}`, 'Cache-Control': 'no-store' },
  });
}
