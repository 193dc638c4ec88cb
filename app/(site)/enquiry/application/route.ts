import { createApplication } from '@/lib/forms/application-store';
import { formRedirect, refererPath } from '@/lib/forms/form-redirect';
import { submit } from '@/lib/forms/submission';

/** Where the careers form posts when JavaScript is off. */
export async function POST(request: Request): Promise<Response> {
  const outcome = await submit(request, 'application', 'form', createApplication);
  return formRedirect(outcome, 'application', refererPath(request));
}
