import { requestMember } from '@/lib/office/staff/access';
import { openMedia } from '@/lib/office/whatsapp/conversation';
import { requestClientAddress } from '@/lib/platform/http/client-address';

export const dynamic = 'force-dynamic';

const INLINE = /^(image\/(jpeg|png|webp)|audio\/|video\/)/;

/**
 * A photo or file of a lead's WhatsApp conversation, for signed-in staff who may see the lead; each opening is
 * written to the access log. Served as the type its bytes were checked to be, never sniffed, in a sandbox; a
 * document is a download.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string; message: string }> }): Promise<Response> {
  const member = await requestMember(request);
  if (!member) return new Response('Sign in first.', { status: 401, headers: { 'Cache-Control': 'no-store' } });
  const { message } = await params;
  const media = await openMedia(member, message, requestClientAddress(request));
  if (!media) return new Response('Not found.', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const name = (media.fileName ?? 'whatsapp-file').replace(/[^\w.\- ]+/g, '_');
  return new Response(new Uint8Array(media.bytes), {
    headers: {
      'Content-Type': media.type,
      'Content-Length': String(media.size),
      'Content-Disposition': `${INLINE.test(media.type) ? 'inline' : 'attachment'}; filename="${name}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    },
  });
}
