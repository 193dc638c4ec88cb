import { createApplication } from '@/lib/forms/application-store';
import { refererPage } from '@/lib/forms/form-redirect';
import { jsonResponse } from '@/lib/forms/json-response';
import { submit } from '@/lib/forms/submission';

export async function POST(request: Request): Promise<Response> {
  const page = refererPage(request);
  return jsonResponse(await submit(request, 'application', 'json', (body, options) => createApplication(body, { ...options, page })));
}
