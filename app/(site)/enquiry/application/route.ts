import { createApplication } from '@/lib/intake/forms/application-store';
import { withPostedConsent } from '@/lib/intake/forms/form-consent';
import { formRedirect, refererPage, refererPath } from '@/lib/intake/forms/form-redirect';
import { submit } from '@/lib/intake/forms/submission';

/** Where the careers form posts when JavaScript is off. */
export async function POST(request: Request): Promise<Response> {
  const page = refererPage(request);
  const outcome = await submit(request, 'application', 'form', (body, options) =>
    createApplication(withPostedConsent(body), { ...options, page }),
  );
  return formRedirect(outcome, 'application', refererPath(request));
}
