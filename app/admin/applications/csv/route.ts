import { allApplications } from '@/lib/admin/application-queries';
import { attributionCells, attributionHeader } from '@/lib/admin/attribution-cells';
import { csvResponse } from '@/lib/admin/csv-response';
import { parseApplicationFilter } from '@/lib/admin/filter';
import { formatIst } from '@/lib/admin/ist';
import { requestMember } from '@/lib/staff/sessions';

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

/** The applications of the current filter as CSV; proxy.ts admits only staff, and the handler checks again. */
export async function GET(request: Request): Promise<Response> {
  if (!(await requestMember(request))) return new Response('Staff sign-in required.', { status: 401 });
  const filter = parseApplicationFilter(new URL(request.url).searchParams);
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
