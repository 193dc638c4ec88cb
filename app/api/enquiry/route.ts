import { jsonResponse } from '@/lib/forms/json-response';
import { createEnquiry } from '@/lib/forms/enquiry-store';
import { submit } from '@/lib/forms/submission';

export async function POST(request: Request): Promise<Response> {
  return jsonResponse(await submit(request, 'enquiry', 'json', createEnquiry));
}
