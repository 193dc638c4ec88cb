import { parseReportFilter } from '@/lib/office/reports/report-filter';
import { reportTable } from '@/lib/office/reports/report-tables';
import { reportTableNames } from '@/lib/office/reports/tables';
import { requestMember } from '@/lib/office/staff/access';
import { csvResponse } from '@/lib/platform/csv/csv-response';

export const dynamic = 'force-dynamic';

async function* rowsOf(rows: (string | number)[][]) {
  yield* rows;
}

/** One report table as CSV (`table=` names it), with the page's filter: admins only, cell for cell what the page shows. */
export async function GET(request: Request): Promise<Response> {
  const viewer = await requestMember(request);
  if (!viewer) return new Response('Staff sign-in required.', { status: 401 });
  if (viewer.role !== 'admin') return new Response('Reports are for admins.', { status: 403 });
  const params = new URL(request.url).searchParams;
  const name = reportTableNames.find((known) => known === params.get('table'));
  if (!name) return new Response(`Name a table: table=${reportTableNames.join(', ')}.`, { status: 400 });
  const table = await reportTable[name](parseReportFilter(params));
  const rows = table.total ? [...table.rows, table.total] : table.rows;
  return csvResponse(`report-${name}`, table.columns, rowsOf(rows), (row) => row);
}
