import { ReportChart } from '@/components/admin/reports/report-chart';
import { ReportFrame } from '@/components/admin/reports/report-frame';
import { ReportTableView } from '@/components/admin/reports/report-table-view';
import { toSearchParams } from '@/lib/office/lists/filter';
import { periodChart } from '@/lib/office/reports/chart-data';
import { leadsByCampaign, leadsByChannel } from '@/lib/office/reports/lead-sources';
import { parseReportFilter, reportQuery } from '@/lib/office/reports/report-filter';
import { campaignsTable, channelsTable } from '@/lib/office/reports/tables';
import { requireAdmin } from '@/lib/office/staff/current-staff';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Reports: lead sources' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Admins only: which channels and campaigns the range's leads came from, per week or month. */
export default async function LeadSourcesReport({ searchParams }: Props) {
  await requireAdmin();
  const filter = parseReportFilter(toSearchParams(await searchParams));
  const [channels, campaigns] = await Promise.all([leadsByChannel(filter), leadsByCampaign(filter)]);
  const csv = (table: string) => `/admin/reports/csv${reportQuery(filter)}&table=${table}`;
  const channelTable = channelsTable(channels, filter.period);
  const campaignTable = campaignsTable(campaigns, filter.period);
  return (
    <ReportFrame current="sources" filter={filter}>
      <ReportTableView table={channelTable} csvHref={csv('channels')}>
        <ReportChart title={channelTable.title} {...periodChart(channels, filter.period)} />
      </ReportTableView>
      <ReportTableView table={campaignTable} csvHref={csv('campaigns')}>
        <ReportChart title={campaignTable.title} {...periodChart(campaigns, filter.period)} />
      </ReportTableView>
    </ReportFrame>
  );
}
