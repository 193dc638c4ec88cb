import type { PrivacySubmission } from './submit';

const noStore = { 'Cache-Control': 'no-store' };

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, ...noStore } });

/** The page that tells a person who sent too many requests when to come back. */
export const TOO_MANY_PAGE = '/privacy/your-data/too-many';

/** The longest wait a limit can ask for (the daily share of verification mails), in seconds. */
const MAX_WAIT_SECONDS = 24 * 60 * 60;

/** The wait named in the too-many page's query, or null when it is not a whole number of seconds within a day. */
export function parseWaitSeconds(value: string | undefined): number | null {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const seconds = Number(value);
  return seconds >= 1 && seconds <= MAX_WAIT_SECONDS ? seconds : null;
}

/** "1 minute", "12 minutes", "3 hours": a wait rounded up to what a person reads. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/**
 * Refused by a limit: 303 to the site's own page saying when to come back (as the enquiry form's not-sent page
 * does), with Retry-After for any client that reads it. The query carries only the number of seconds.
 */
function tooManyRequests(retryAfterSeconds: number): Response {
  const wait = Math.min(MAX_WAIT_SECONDS, Math.max(1, Math.ceil(retryAfterSeconds)));
  return new Response(null, {
    status: 303,
    headers: { Location: `${TOO_MANY_PAGE}?wait=${wait}`, 'Retry-After': String(wait), ...noStore },
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
