import { recordAccess } from '@/lib/compliance/access-log/store';
import { leadsForExport, responseMinutes } from '@/lib/office/leads/queries';
import { storedShortlistRefs } from '@/lib/office/leads/stored-shortlist';
import { attributionCells, attributionHeader } from '@/lib/office/lists/attribution-cells';
import { filterQuery, parseLeadFilter } from '@/lib/office/lists/filter';
import { requestMember } from '@/lib/office/staff/access';
import { csvResponse } from '@/lib/platform/csv/csv-response';
import { requestClientAddress } from '@/lib/platform/http/client-address';
import { formatIst } from '@/lib/platform/time/india';
import { projectPath } from '@/lib/site/page/paths';
import { askedProject, askedProjectText } from '@/lib/site/project/asked-project';

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
  'Project ID',
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
  'Repeat of',
  'Visit date',
  'Visit slot',
  'Visitors',
  'Marketing allowed',
  'Possible spam',
  ...attributionHeader,
  'ID',
];

type PipelineFields = {
  createdAt: Date;
  stage: string;
  lostReason: string | null;
  owner: { name: string } | null;
  followUpOn: string | null;
  firstContactedAt: Date | null;
  repeatOfId: string | null;
};

/** The project by its listed name (or its id, noted as no longer listed), its id, and its public page. */
function projectCells(lead: { projectId: string | null; projectDeveloper: string | null; projectName: string | null }) {
  const project = askedProject(lead);
  if (!project) return [lead.projectName, '', ''];
  return [askedProjectText(project), project.id, project.listed ? project.path : ''];
}

/** Stage to "Repeat of": a repeat enquiry leaves the pipeline columns to its lead and names it instead. */
function pipelineCells(lead: PipelineFields) {
  const minutes = responseMinutes(lead);
  const cells = [
    lead.stage,
    lead.lostReason,
    lead.owner?.name,
    lead.followUpOn,
    lead.firstContactedAt ? formatIst(lead.firstContactedAt) : '',
    minutes === null ? '' : Math.round(minutes),
  ];
  return lead.repeatOfId ? [...cells.map(() => ''), lead.repeatOfId] : [...cells, ''];
}

/**
 * The leads of the current filter that the signed-in member may see, as CSV, each followed by the
 * buyer's repeat enquiries ("Repeat of" names the lead's ID; the pipeline columns stay empty on
 * those rows, as the lead carries them). The download is written to the access log.
 */
export async function GET(request: Request): Promise<Response> {
  const viewer = await requestMember(request);
  if (!viewer) return new Response('Staff sign-in required.', { status: 401 });
  const filter = parseLeadFilter(new URL(request.url).searchParams);
  await recordAccess({
    actorId: viewer.id,
    action: 'export-leads-csv',
    detail: filterQuery(filter) || undefined,
    address: requestClientAddress(request),
  });
  return csvResponse('leads', header, leadsForExport(viewer, filter), (lead) => [
    formatIst(lead.createdAt),
    lead.name,
    lead.phone,
    lead.email,
    lead.message,
    lead.source,
    lead.intent,
    lead.pagePath,
    ...projectCells(lead),
    storedShortlistRefs(lead.shortlist)
      .map((ref) => `${ref.name} (${projectPath(ref.developer, ref.id)})`)
      .join('; '),
    lead.locality,
    lead.city,
    ...pipelineCells(lead),
    lead.visitDate,
    lead.visitSlot,
    lead.visitors,
    lead.marketable ? 'yes' : 'no',
    lead.spam ? 'yes' : 'no',
    ...attributionCells(lead),
    lead.id,
  ]);
}
