import { jsonResponse } from '@/lib/forms/json-response';
import { createEnquiry } from '@/lib/forms/enquiry-store';
import { refererPage } from '@/lib/forms/form-redirect';
import { submit } from '@/lib/forms/submission';

export async function POST(request: Request): Promise<Response> {
  const page = refererPage(request);
  return jsonResponse(await submit(request, 'enquiry', 'json', (body, options) => createEnquiry(body, { ...options, page })));
}
