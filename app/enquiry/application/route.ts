import { createApplication } from '@/lib/careers/store';
import { formRedirect, refererPath } from '@/lib/enquiry/form-redirect';
import { submit } from '@/lib/enquiry/submission';

/** Where the careers form posts when JavaScript is off. */
export async function POST(request: Request): Promise<Response> {
  const outcome = await submit(request, 'application', 'form', createApplication);
  return formRedirect(outcome, 'application', refererPath(request));
}
