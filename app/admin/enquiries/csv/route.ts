import { csvResponse } from '@/lib/admin/csv-response';
import { parseEnquiryFilter } from '@/lib/admin/filter';
import { formatIst } from '@/lib/admin/ist';
import { storedShortlistRefs } from '@/lib/admin/stored-shortlist';
import { allLeads } from '@/lib/leads/queries';
import { projectPath } from '@/lib/paths';
import { requestMember } from '@/lib/staff/sessions';

export const dynamic = 'force-dynamic';

const header = [
  'Received (IST)',
  'Name',
  'Phone',
  'Email',
  'Message',
  'Form',
  'Intent',
  'Page',
  'Project',
  'Project link',
  'Shortlist',
  'Locality',
  'City',
  'Stage',
  'Lost reason',
  'Owner',
  'Follow-up',
  'First contacted (IST)',
  'Response minutes',
  'Visit date',
  'Visit slot',
  'Visitors',
  'Consent',
  'Possible spam',
  'ID',
];

/** The leads of the current filter that the signed-in member may see, as CSV. */
export async function GET(request: Request): Promise<Response> {
  const viewer = await requestMember(request);
  if (!viewer) return new Response('Staff sign-in required.', { status: 401 });
  const filter = parseEnquiryFilter(new URL(request.url).searchParams);
  return csvResponse('enquiries', header, allLeads(viewer, filter), (lead) => [
    formatIst(lead.createdAt),
    lead.name,
    lead.phone,
    lead.email,
    lead.message,
    lead.source,
    lead.intent,
    lead.pagePath,
    lead.projectName ?? lead.projectId,
    lead.projectDeveloper && lead.projectId ? projectPath(lead.projectDeveloper, lead.projectId) : '',
    storedShortlistRefs(lead.shortlist)
      .map((ref) => `${ref.name} (${projectPath(ref.developer, ref.id)})`)
      .join('; '),
    lead.locality,
    lead.city,
    lead.stage,
    lead.lostReason,
    lead.owner?.name,
    lead.followUpOn,
    lead.firstContactedAt ? formatIst(lead.firstContactedAt) : '',
    lead.firstContactedAt ? Math.round((lead.firstContactedAt.getTime() - lead.createdAt.getTime()) / 60_000) : '',
    lead.visitDate,
    lead.visitSlot,
    lead.visitors,
    lead.consent ? 'yes' : 'no',
    lead.spam ? 'yes' : 'no',
    lead.id,
  ]);
}
