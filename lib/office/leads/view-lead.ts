import { recordAccess } from '@/lib/compliance/access-log/store';
import type { StaffMember } from '@/lib/office/staff/sessions';
import 'server-only';
import { leadDetail } from './queries';

/**
 * A lead as its staff page shows it, with the view written to the access log; null (and nothing
 * logged) when the viewer may not see it or it does not exist. A repeat enquiry is not logged here:
 * its page only sends the viewer on to its lead, whose view is.
 */
export async function viewLead(viewer: StaffMember, id: string, address: string, now = new Date()) {
  const lead = await leadDetail(viewer, id);
  if (!lead || lead.repeatOfId) return lead;
  await recordAccess({ actorId: viewer.id, action: 'view-lead', subjectId: lead.id, address }, now);
  return lead;
}
