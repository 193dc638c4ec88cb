import { adminDocument, htmlResponse } from '@/components/admin/admin-document';
import { enquiriesView } from '@/components/admin/enquiries-view';
import { parseEnquiryFilter } from '@/lib/admin/filter';
import { listEnquiries } from '@/lib/admin/enquiry-queries';
import { asAdmin } from '@/lib/admin/response';

export const dynamic = 'force-dynamic';

/** Staff list of enquiries. A route handler, not a page, because it must answer 401 itself. */
export async function GET(request: Request): Promise<Response> {
  return asAdmin(request, async () => {
    const filter = parseEnquiryFilter(new URL(request.url).searchParams);
    const result = await listEnquiries(filter);
    return htmlResponse(adminDocument('Enquiries', 'enquiries', enquiriesView({ filter, ...result })));
  });
}
