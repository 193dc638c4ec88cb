import { createApplication } from '@/lib/forms/application-store';
import { jsonResponse } from '@/lib/forms/json-response';
import { submit } from '@/lib/forms/submission';

export async function POST(request: Request): Promise<Response> {
  return jsonResponse(await submit(request, 'application', 'json', createApplication));
}
