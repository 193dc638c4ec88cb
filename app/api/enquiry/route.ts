import { jsonResponse } from '@/lib/enquiry/json-response';
import { createEnquiry } from '@/lib/enquiry/store';
import { submit } from '@/lib/enquiry/submission';

export async function POST(request: Request): Promise<Response> {
  return jsonResponse(await submit(request, 'enquiry', 'json', createEnquiry));
}
