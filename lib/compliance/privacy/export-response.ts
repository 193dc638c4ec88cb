import { recordAccess } from '@/lib/compliance/access-log/store';
import type { SignedInMember } from '@/lib/compliance/signed-in-member';
import { requestClientAddress } from '@/lib/platform/http/client-address';
import 'server-only';
import { personDataFor, privacyRequestById } from './queue';

/** Why an export is refused before the person has proved a phone or e-mail (a phone-only request not yet called). */
export const UNPROVEN_EXPORT =
  'Nothing to export yet: they have not proved a phone or e-mail. Call their phone and record the call on the request page first.';

/**
 * The access export of one request as a download, for admins only (advisors get 404, as pages give
 * them): every row carrying an identifier the person proved, in the format asked; 409 until they proved one.
 * `member` is who the route found signed in (null: nobody past both sign-in steps).
 */
export async function personExportResponse(
  request: Request,
  member: SignedInMember | null,
  id: string,
  format: { extension: 'json' | 'csv'; contentType: string; render: (data: Awaited<ReturnType<typeof personDataFor>>['data']) => string },
): Promise<Response> {
  if (!member) return new Response('Staff sign-in required.', { status: 401 });
  const privacyRequest = member.role === 'admin' ? await privacyRequestById(id) : null;
  if (!privacyRequest || privacyRequest.status !== 'open') return new Response('Not found.', { status: 404 });
  const { data, proven } = await personDataFor(privacyRequest);
  if (!proven) return new Response(UNPROVEN_EXPORT, { status: 409, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
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
