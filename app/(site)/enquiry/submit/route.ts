import { formRedirect, refererPage, refererPath } from '@/lib/forms/form-redirect';
import { createEnquiry } from '@/lib/forms/enquiry-store';
import { submit } from '@/lib/forms/submission';
import { withPostedConsent } from '@/lib/forms/form-consent';

/** Where enquiry forms post when JavaScript is off: same checks as the API, then a redirect. */
export async function POST(request: Request): Promise<Response> {
  const back = refererPath(request);
  const page = refererPage(request);
  const outcome = await submit(request, 'enquiry', 'form', (body) =>
    createEnquiry(withPostedConsent(body), { pagePath: back, page }),
  );
  return formRedirect(outcome, 'enquiry', back);
}
