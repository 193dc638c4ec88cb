import { privacySubmissionResponse } from '@/lib/compliance/privacy/responses';
import { submitPrivacyRequest } from '@/lib/compliance/privacy/submit';

/** The rights form's POST (no JavaScript needed): records the request, then 303 to what happens next. */
export async function POST(request: Request): Promise<Response> {
  return privacySubmissionResponse(await submitPrivacyRequest(request));
}
