import 'server-only';
import { requestClientAddress } from '@/lib/server/client-address';
import { recordAccess } from '@/lib/access-log/store';
import { requestMember } from '@/lib/staff/access';
import { personDataFor, privacyRequestById } from './queue';

/**
 * The access export of one request as a download, for admins only (advisors get 404, as pages give
 * them): every row held about the person, in the format asked.
 */
export async function personExportResponse(
  request: Request,
  id: string,
  format: { extension: 'json' | 'csv'; contentType: string; render: (data: Awaited<ReturnType<typeof personDataFor>>['data']) => string },
): Promise<Response> {
  const member = await requestMember(request);
  if (!member) return new Response('Staff sign-in required.', { status: 401 });
  const privacyRequest = member.role === 'admin' ? await privacyRequestById(id) : null;
  if (!privacyRequest || privacyRequest.status !== 'open') return new Response('Not found.', { status: 404 });
  const { data } = await personDataFor(privacyRequest);
  await recordAccess({
    actorId: member.id,
    action: 'privacy-export',
    subjectId: privacyRequest.id,
    detail: format.extension,
    address: requestClientAddress(request),
  });
  return new Response(format.render(data), {
    headers: {
      'Content-Type': format.contentType,
      'Content-Disposition': `attachment; filename="your-data-${privacyRequest.id}.${format.extension}"`,
    },
  });
}
