import { csvResponse } from '@/components/admin/csv-export';
import { parseEnquiryFilter } from '@/lib/admin/filter';
import { allEnquiries } from '@/lib/admin/enquiry-queries';
import { asAdmin } from '@/lib/admin/response';
import { formatIst } from '@/lib/admin/ist';
import { projectHref } from '@/lib/admin/project-href';

export const dynamic = 'force-dynamic';

const header = [
  'Received (IST)',
  'Name',
  'Phone',
  'Email',
  'Message',
  'Form',
  'Page',
  'Project',
  'Project link',
  'Consent',
  'Possible spam',
  'ID',
];

export async function GET(request: Request): Promise<Response> {
  return asAdmin(request, async () => {
    const filter = parseEnquiryFilter(new URL(request.url).searchParams);
    const day = new Date().toISOString().slice(0, 10);
    return csvResponse(`enquiries-${day}.csv`, header, allEnquiries(filter), (enquiry) => [
      formatIst(enquiry.createdAt),
      enquiry.name,
      enquiry.phone,
      enquiry.email,
      enquiry.message,
      enquiry.source,
      enquiry.pagePath,
      enquiry.projectName ?? enquiry.projectId,
      projectHref(enquiry),
      enquiry.consent ? 'yes' : 'no',
      enquiry.spam ? 'yes' : 'no',
      enquiry.id,
    ]);
  });
}
