import { requestMember } from '@/lib/office/staff/access';
import { conversationVersion, maySeeConversation } from '@/lib/office/whatsapp/conversation';

export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store' };

/** The conversation's version for the lead page's live refresh: a fingerprint, never a message. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const member = await requestMember(request);
  if (!member) return Response.json({ error: 'Sign in first.' }, { status: 401, headers });
  const { id } = await params;
  if (!(await maySeeConversation(member, id))) return Response.json({ error: 'Not found.' }, { status: 404, headers });
  return Response.json({ version: await conversationVersion(id) }, { headers });
}
