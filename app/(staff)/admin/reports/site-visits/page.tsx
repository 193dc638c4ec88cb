import { ReportChart } from '@/components/admin/reports/report-chart';
import { ReportFrame } from '@/components/admin/reports/report-frame';
import { ReportTableView } from '@/components/admin/reports/report-table-view';
import styles from '@/components/admin/reports/reports.module.css';
import { toSearchParams } from '@/lib/office/lists/filter';
import { siteVisitsChart } from '@/lib/office/reports/chart-data';
import { parseReportFilter, reportQuery } from '@/lib/office/reports/report-filter';
import { siteVisits } from '@/lib/office/reports/site-visits';
import { siteVisitsTable } from '@/lib/office/reports/tables';
import { requireAdmin } from '@/lib/office/staff/current-staff';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Reports: site visits' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Admins only: site visits booked and held per week or month. */
export default async function SiteVisitsReport({ searchParams }: Props) {
  await requireAdmin();
  const filter = parseReportFilter(toSearchParams(await searchParams));
  const visits = await siteVisits(filter);
  const table = siteVisitsTable(visits, filter.period);
  return (
    <ReportFrame current="site-visits" filter={filter}>
      <p className={styles.definitions}>
        Booked: site-visit requests received in the period, also from buyers who already had a lead. Held: bookings whose visit day fell in
        the period and has passed, whose lead has reached Site visit or a later step.
      </p>
      <ReportTableView table={table} csvHref={`/admin/reports/csv${reportQuery(filter)}&table=site-visits`}>
        <ReportChart title={table.title} {...siteVisitsChart(visits, filter.period)} />
      </ReportTableView>
    </ReportFrame>
  );
}
