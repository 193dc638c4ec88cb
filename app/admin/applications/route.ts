import { adminDocument, htmlResponse } from '@/components/admin/admin-document';
import { applicationsView } from '@/components/admin/applications-view';
import { listApplications } from '@/lib/admin/application-queries';
import { parseApplicationFilter } from '@/lib/admin/filter';
import { asAdmin } from '@/lib/admin/response';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  return asAdmin(request, async () => {
    const filter = parseApplicationFilter(new URL(request.url).searchParams);
    const result = await listApplications(filter);
    return htmlResponse(
      adminDocument('Job applications', 'applications', applicationsView({ filter, ...result })),
    );
  });
}
