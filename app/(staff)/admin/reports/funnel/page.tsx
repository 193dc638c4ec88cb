import { ReportChart } from '@/components/admin/reports/report-chart';
import { ReportFrame } from '@/components/admin/reports/report-frame';
import { ReportTableView } from '@/components/admin/reports/report-table-view';
import styles from '@/components/admin/reports/reports.module.css';
import { toSearchParams } from '@/lib/office/lists/filter';
import { funnelChart } from '@/lib/office/reports/chart-data';
import { funnelReport, lostReasons } from '@/lib/office/reports/funnel';
import { funnelDimensions, parseReportFilter, reportQuery } from '@/lib/office/reports/report-filter';
import { dimensionLabels } from '@/lib/office/reports/report-tables';
import { funnelTable, lostReasonsTable } from '@/lib/office/reports/tables';
import { requireAdmin } from '@/lib/office/staff/current-staff';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Reports: funnel' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Admins only: how far the range's leads got, by channel, campaign, project or advisor, and why some were lost. */
export default async function FunnelReport({ searchParams }: Props) {
  await requireAdmin();
  const filter = parseReportFilter(toSearchParams(await searchParams));
  const [funnel, reasons] = await Promise.all([funnelReport(filter), lostReasons(filter)]);
  const csv = (table: string) => `/admin/reports/csv${reportQuery(filter)}&table=${table}`;
  const table = funnelTable(funnel, dimensionLabels[filter.by]);
  const byField = {
    name: 'by',
    label: 'Break down by',
    selected: filter.by,
    options: funnelDimensions.map((value) => ({ value, label: capitalised(dimensionLabels[value]) })),
  };
  return (
    <ReportFrame current="funnel" filter={filter} extraFields={[byField]}>
      <p className={styles.definitions}>
        A lead counts at a step once it has reached it, whatever happened next: its stage now, or the furthest stage in its history (a lead
        lost after its site visit counts at Site visit), and reaching a later step counts the earlier ones. A lead contacted once counts as
        Contacted. Each percentage is of the step before; the time to first contact is from arrival to the first move out of New.
      </p>
      <ReportTableView table={table} csvHref={csv('funnel')}>
        <ReportChart title={`Leads at each step, ${table.title.toLowerCase()}`} {...funnelChart(funnel)} />
      </ReportTableView>
      <ReportTableView table={lostReasonsTable(reasons)} csvHref={csv('lost-reasons')} emptyText="No lead of this range was lost." />
    </ReportFrame>
  );
}
