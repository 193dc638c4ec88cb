import { createEnquiry } from '@/lib/intake/forms/enquiry-store';
import { withPostedConsent } from '@/lib/intake/forms/form-consent';
import { formRedirect, refererPage, refererPath } from '@/lib/intake/forms/form-redirect';
import { submit } from '@/lib/intake/forms/submission';

/** Where enquiry forms post when JavaScript is off: same checks as the API, then a redirect. */
export async function POST(request: Request): Promise<Response> {
  const back = refererPath(request);
  const page = refererPage(request);
  const outcome = await submit(request, 'enquiry', 'form', (body) => createEnquiry(withPostedConsent(body), { pagePath: back, page }));
  return formRedirect(outcome, 'enquiry', back);
}
