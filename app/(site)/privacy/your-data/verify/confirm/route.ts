import { verifyPrivacyRequest } from '@/lib/compliance/privacy/requests';
import { verificationResponse } from '@/lib/compliance/privacy/responses';
import { readFormBody } from '@/lib/platform/http/read-body';

/** The e-mailed link's Confirm button: the token confirms its request once, then 303. */
export async function POST(request: Request): Promise<Response> {
  const body = await readFormBody(request, 1024);
  const token = body.ok && typeof body.value.token === 'string' ? body.value.token : '';
  return verificationResponse(await verifyPrivacyRequest(token));
}
