import { createApplication } from '@/lib/careers/store';
import { jsonResponse } from '@/lib/enquiry/json-response';
import { submit } from '@/lib/enquiry/submission';

export async function POST(request: Request): Promise<Response> {
  return jsonResponse(await submit(request, 'application', 'json', createApplication));
}
