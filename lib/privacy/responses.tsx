import type { PrivacySubmission } from './submit';
import { TooManyRequestsPage } from './too-many-requests-page';

const noStore = { 'Cache-Control': 'no-store' };

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, ...noStore } });

/**
 * The 429 page, rendered by React (which writes its doctype). react-dom/server is imported when needed,
 * as @react-email/render imports it, so the route's server-components graph does not take it in.
 */
async function tooManyRequests(retryAfterSeconds: number): Promise<Response> {
  const { renderToReadableStream } = await import('react-dom/server');
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const page = await renderToReadableStream(<TooManyRequestsPage minutes={minutes} />);
  await page.allReady;
  return new Response(page, {
    status: 429,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(retryAfterSeconds), ...noStore },
  });
}

/** Post/Redirect/Get for the rights form: 303 to what happens next, or back to the form naming the problems. */
export async function privacySubmissionResponse(outcome: PrivacySubmission): Promise<Response> {
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
