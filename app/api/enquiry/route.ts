import { createEnquiry } from '@/lib/intake/forms/enquiry-store';
import { refererPage } from '@/lib/intake/forms/form-redirect';
import { jsonResponse } from '@/lib/intake/forms/json-response';
import { submit } from '@/lib/intake/forms/submission';

export async function POST(request: Request): Promise<Response> {
  const page = refererPage(request);
  return jsonResponse(await submit(request, 'enquiry', 'json', (body, options) => createEnquiry(body, { ...options, page })));
}
