import type { SubmissionOutcome } from './submission';

const noStore = { 'Cache-Control': 'no-store' };

function jsonError(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { ...noStore, ...headers } });
}

/** The JSON API's answer for each outcome: 201 with the id, or a 4xx/503 with a clear message. */
export function jsonResponse(outcome: SubmissionOutcome): Response {
  switch (outcome.kind) {
    case 'created':
      // A retry with the same Idempotency-Key gets the first answer again, and says so.
      return Response.json(
        { id: outcome.id },
        { status: 201, headers: { ...noStore, ...(outcome.replayed ? { 'Idempotent-Replayed': 'true' } : {}) } },
      );
    case 'key-reused':
      return jsonError(422, { error: 'This Idempotency-Key was already used for a different request. Send a new key with a new enquiry.' });
    case 'cross-site':
      return jsonError(403, { error: 'Enquiries are accepted only from this site.' });
    case 'invalid':
      return jsonError(400, {
        error: 'Some fields need your attention.',
        fieldErrors: outcome.fieldErrors,
      });
    case 'rate-limited':
      return jsonError(
        429,
        { error: 'Too many submissions. Please wait a minute and try again.' },
        { 'Retry-After': String(outcome.retryAfterSeconds) },
      );
    case 'unreadable':
      return jsonError(outcome.failure.status, { error: outcome.failure.message });
    case 'unavailable':
      return jsonError(503, { error: 'We could not save your message just now. Please try again in a moment.' }, { 'Retry-After': '5' });
  }
}
