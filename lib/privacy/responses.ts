import type { PrivacySubmission } from './submit';

const noStore = { 'Cache-Control': 'no-store' };

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, ...noStore } });

/**
 * The 429 answer as a page of its own, so that a person without JavaScript sees why and when to
 * come back; its only variable is a number.
 */
function tooManyRequests(retryAfterSeconds: number): Response {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const html = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Too many requests | Nestora Realty</title></head><body style="font-family:Arial,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1d2733;line-height:1.5"><main><h1>Too many requests</h1><p>We have received several requests from you or about the same phone number or e-mail address in the last minute. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and send it again.</p><p><a href="/privacy/your-data">Back to the form</a></p></main></body></html>`;
  return new Response(html, {
    status: 429,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(retryAfterSeconds), ...noStore },
  });
}

/** Post/Redirect/Get for the rights form: 303 to what happens next, or back to the form naming the problems. */
export function privacySubmissionResponse(outcome: PrivacySubmission): Response {
  switch (outcome.kind) {
    case 'recorded':
      return seeOther(`/privacy/your-data/sent?by=${outcome.verifyBy}`);
    case 'problems':
      return seeOther(`/privacy/your-data?problems=${outcome.problems.join(',')}`);
    case 'rate-limited':
      return tooManyRequests(outcome.retryAfterSeconds);
    case 'cross-site':
      return new Response('Forms are accepted only from this site.', {
        status: 403,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', ...noStore },
      });
  }
}

export function verificationResponse(verified: boolean): Response {
  return seeOther(verified ? '/privacy/your-data/verified' : '/privacy/your-data/verify?failed=1');
}
