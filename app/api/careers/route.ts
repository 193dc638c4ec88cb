import { createApplication } from '@/lib/intake/forms/application-store';
import { refererPage } from '@/lib/intake/forms/form-redirect';
import { jsonResponse } from '@/lib/intake/forms/json-response';
import { submit } from '@/lib/intake/forms/submission';

export async function POST(request: Request): Promise<Response> {
  const page = refererPage(request);
  return jsonResponse(await submit(request, 'application', 'json', (body, options) => createApplication(body, { ...options, page })));
}
