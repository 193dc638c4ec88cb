import { personDataJson } from '@/lib/compliance/privacy/export';
import { personExportResponse } from '@/lib/compliance/privacy/export-response';
import { requestMember } from '@/lib/office/staff/access';

export const dynamic = 'force-dynamic';

/** Every row held about the request's person, as JSON. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  return personExportResponse(request, await requestMember(request), id, {
    extension: 'json',
    contentType: 'application/json; charset=utf-8',
    render: (data) => personDataJson(data, new Date()),
  });
}
