import { recordAccess } from '@/lib/compliance/access-log/store';
import { allApplications } from '@/lib/office/applications/queries';
import { attributionCells, attributionHeader } from '@/lib/office/lists/attribution-cells';
import { filterQuery, parseApplicationFilter } from '@/lib/office/lists/filter';
import { requestMember } from '@/lib/office/staff/access';
import { csvResponse } from '@/lib/platform/csv/csv-response';
import { requestClientAddress } from '@/lib/platform/http/client-address';
import { formatIst } from '@/lib/platform/time/india';

export const dynamic = 'force-dynamic';

const header = [
  'Received (IST)',
  'Name',
  'Email',
  'Department',
  'Position',
  'About',
  'Consent',
  'Possible spam',
  ...attributionHeader,
  'ID',
];

/** The applications of the current filter as CSV, written to the access log; proxy.ts admits only staff, and the handler checks again. */
export async function GET(request: Request): Promise<Response> {
  const viewer = await requestMember(request);
  if (!viewer) return new Response('Staff sign-in required.', { status: 401 });
  const filter = parseApplicationFilter(new URL(request.url).searchParams);
  await recordAccess({
    actorId: viewer.id,
    action: 'export-applications-csv',
    detail: filterQuery(filter) || undefined,
    address: requestClientAddress(request),
  });
  return csvResponse('applications', header, allApplications(filter), (application) => [
    formatIst(application.createdAt),
    application.name,
    application.email,
    application.department,
    application.position,
    application.about,
    application.consent ? 'yes' : 'no',
    application.spam ? 'yes' : 'no',
    ...attributionCells(application),
    application.id,
  ]);
}
