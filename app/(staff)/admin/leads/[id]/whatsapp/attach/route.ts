import { requestMember } from '@/lib/office/staff/access';
import { answerResponse } from '@/lib/office/staff/flash';
import { ATTACHMENT_FORM, receiveAttachment } from '@/lib/office/whatsapp/attachment-request';
import { env } from '@/lib/platform/env';
import { isCrossSite } from '@/lib/platform/http/network-edge';

export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store' };

/**
 * A photo or PDF attached to a WhatsApp reply. A route handler, not a server action, since a server action's body is
 * capped at 1 MB; it answers as the staff actions do: to the page's script (Accept: application/json) the
 * ActionResult, to a plain form a 303 back to the conversation with that ActionResult flashed, which the lead page
 * shows in the form. proxy.ts has gated the session already; it is checked again here, as the staff actions do.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  if (isCrossSite(request.headers, env().TRUSTED_PROXY_HOPS)) return new Response('Cross-site post refused.', { status: 403, headers });
  const member = await requestMember(request);
  if (!member) return new Response('Sign in first.', { status: 401, headers });
  const { id } = await params;
  const leadId = id.slice(0, 64);
  const { result, status } = await receiveAttachment(member, leadId, request);
  if ((request.headers.get('accept') ?? '').includes('application/json')) return Response.json(result, { status, headers });
  // A relative location: request.url names the address the server listens on, not the visitor's.
  return answerResponse(`/admin/leads/${encodeURIComponent(leadId)}#whatsapp`, result, { form: ATTACHMENT_FORM, headers });
}
