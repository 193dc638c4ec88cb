import { applyPrivacyChoice } from '@/lib/compliance/consent/privacy-choice';

/** The privacy link's confirm buttons post here; the answer is a page, so it works without JavaScript. */
export async function POST(request: Request): Promise<Response> {
  const outcome = await applyPrivacyChoice(request);
  return new Response(null, { status: 303, headers: { Location: `/privacy/choices?done=${outcome}` } });
}
