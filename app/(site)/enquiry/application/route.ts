import { createApplication } from '@/lib/forms/application-store';
import { formRedirect, refererPage, refererPath } from '@/lib/forms/form-redirect';
import { submit } from '@/lib/forms/submission';
import { withPostedConsent } from '@/lib/forms/form-consent';

/** Where the careers form posts when JavaScript is off. */
export async function POST(request: Request): Promise<Response> {
  const page = refererPage(request);
  const outcome = await submit(request, 'application', 'form', (body, options) =>
    createApplication(withPostedConsent(body), { ...options, page }),
  );
  return formRedirect(outcome, 'application', refererPath(request));
}
