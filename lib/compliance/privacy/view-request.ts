import { recordAccess } from '@/lib/compliance/access-log/store';
import 'server-only';
import { privacyRequestById } from './queue';

/**
 * A privacy request as its staff page shows it, with the view written to the access log: the page
 * shows the person's phones and e-mails and what is held under them. Null, and nothing logged, when
 * there is no such request to show.
 */
export async function viewPrivacyRequest(viewer: { id: string }, id: string, address: string, now = new Date()) {
  const request = await privacyRequestById(id);
  if (!request) return null;
  await recordAccess({ actorId: viewer.id, action: 'privacy-view', subjectId: request.id, address }, now);
  return request;
}
