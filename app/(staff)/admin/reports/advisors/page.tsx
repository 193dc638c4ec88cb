import { ReportFrame } from '@/components/admin/reports/report-frame';
import { ReportTableView } from '@/components/admin/reports/report-table-view';
import styles from '@/components/admin/reports/reports.module.css';
import { toSearchParams } from '@/lib/office/lists/filter';
import { firstContactByAdvisor } from '@/lib/office/reports/first-contact';
import { funnelReport } from '@/lib/office/reports/funnel';
import { parseReportFilter, reportQuery } from '@/lib/office/reports/report-filter';
import { advisorsTable } from '@/lib/office/reports/tables';
import { requireAdmin } from '@/lib/office/staff/current-staff';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Reports: advisors' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Admins only: what each advisor did with the range's leads they own. */
export default async function AdvisorsReport({ searchParams }: Props) {
  await requireAdmin();
  const filter = parseReportFilter(toSearchParams(await searchParams));
  const [funnel, clock] = await Promise.all([funnelReport({ ...filter, by: 'advisor' }), firstContactByAdvisor(filter)]);
  return (
    <ReportFrame current="advisors" filter={filter}>
      <p className={styles.definitions}>
        Leads of the range each advisor owns now. First contact: an answered call, a WhatsApp reply the advisor marked, or the first move
        out of New; response time runs from the lead&apos;s arrival to it. Within target: first contacted by the due time of the assignment
        rule&apos;s clock (of the leads a rule assigned). Working time counts only the rule&apos;s working hours (India time). Reassigned
        away: leads the clock moved to the next advisor after twice the target. Site visits: leads that reached Site visit or a later step.
      </p>
      <ReportTableView table={advisorsTable(funnel, clock)} csvHref={`/admin/reports/csv${reportQuery(filter)}&table=advisors`} />
    </ReportFrame>
  );
}
