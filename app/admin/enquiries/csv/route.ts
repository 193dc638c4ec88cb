import { csvResponse } from '@/lib/admin/csv-response';
import { allEnquiries } from '@/lib/admin/enquiry-queries';
import { parseEnquiryFilter } from '@/lib/admin/filter';
import { formatIst } from '@/lib/admin/ist';
import { storedShortlistRefs } from '@/lib/admin/stored-shortlist';
import { projectPath } from '@/lib/paths';

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
  'Status',
  'Consent',
  'Possible spam',
  'ID',
];

/** The enquiries of the current filter as CSV; proxy.ts admits only staff. */
export async function GET(request: Request): Promise<Response> {
  const filter = parseEnquiryFilter(new URL(request.url).searchParams);
  return csvResponse('enquiries', header, allEnquiries(filter), (enquiry) => [
    formatIst(enquiry.createdAt),
    enquiry.name,
    enquiry.phone,
    enquiry.email,
    enquiry.message,
    enquiry.source,
    enquiry.intent,
    enquiry.pagePath,
    enquiry.projectName ?? enquiry.projectId,
    enquiry.projectDeveloper && enquiry.projectId ? projectPath(enquiry.projectDeveloper, enquiry.projectId) : '',
    storedShortlistRefs(enquiry.shortlist)
      .map((ref) => `${ref.name} (${projectPath(ref.developer, ref.id)})`)
      .join('; '),
    enquiry.locality,
    enquiry.city,
    enquiry.stage,
    enquiry.consent ? 'yes' : 'no',
    enquiry.spam ? 'yes' : 'no',
    enquiry.id,
  ]);
}
