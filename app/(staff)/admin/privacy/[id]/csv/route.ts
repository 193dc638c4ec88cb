import { personDataCsv } from '@/lib/compliance/privacy/export';
import { personExportResponse } from '@/lib/compliance/privacy/export-response';
import { requestMember } from '@/lib/office/staff/access';

export const dynamic = 'force-dynamic';

/** Every row held about the request's person, as CSV (a line per field). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  return personExportResponse(request, await requestMember(request), id, {
    extension: 'csv',
    contentType: 'text/csv; charset=utf-8',
    render: personDataCsv,
  });
}
