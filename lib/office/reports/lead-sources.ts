import { Prisma } from '@/lib/generated/prisma/client';
import { channelIds, channelLabel } from '@/lib/intake/attribution/channel-names';
import 'server-only';
import { campaignLabel, touchColumn } from './dimensions';
import { istPeriodStartSql, reportRows } from './engine-sql';
import { leadScopeWhere } from './lead-scope';
import { periodsIn } from './periods';
import type { ReportFilter } from './report-filter';

/** A series of a stacked chart and a column of its table: a channel, or a campaign of a channel. */
type Series = { key: string; label: string; total: number };
/** Leads per period (by its first day) and series. */
export type PeriodCounts = { periods: string[]; series: Series[]; counts: Record<string, Record<string, number>> };

/** Campaigns shown one by one; the rest are added up as one. */
export const TOP_CAMPAIGNS = 8;
const OTHER_CAMPAIGNS = 'other';
const otherKey = Prisma.raw(`'${OTHER_CAMPAIGNS}'`);

type PeriodRow = { period: string; series: string | null; leads: bigint | number };

const periodOf = (filter: ReportFilter) => istPeriodStartSql(Prisma.raw('e."createdAt"'), filter.period);

async function countPerPeriod(filter: ReportFilter, series: Prisma.Sql): Promise<PeriodRow[]> {
  return reportRows<PeriodRow>(Prisma.sql`
    SELECT ${periodOf(filter)} AS period, ${series} AS series, COUNT(*) AS leads
    FROM "Enquiry" e WHERE ${leadScopeWhere(filter)}
    GROUP BY period, series`);
}

function tally(filter: ReportFilter, rows: PeriodRow[], series: Omit<Series, 'total'>[]): PeriodCounts {
  const periods = periodsIn(filter.from, filter.to, filter.period);
  const counts: PeriodCounts['counts'] = Object.fromEntries(periods.map((period) => [period, {}]));
  const totals = new Map<string, number>();
  for (const row of rows) {
    const key = row.series ?? '';
    const period = counts[row.period];
    if (!period) continue;
    period[key] = (period[key] ?? 0) + Number(row.leads);
    totals.set(key, (totals.get(key) ?? 0) + Number(row.leads));
  }
  return { periods, series: series.map((one) => ({ ...one, total: totals.get(one.key) ?? 0 })).filter((one) => one.total > 0), counts };
}

const channelOrder = (key: string) => {
  const index = channelIds.findIndex((id) => id === key);
  return index < 0 ? channelIds.length : index;
};

/** Leads per period by the channel of the filter's touch (no channel stored: "Unknown"). */
export async function leadsByChannel(filter: ReportFilter): Promise<PeriodCounts> {
  const rows = await countPerPeriod(filter, touchColumn(filter.touch, 'Channel'));
  const keys = [...new Set(rows.map((row) => row.series ?? ''))];
  keys.sort((a, b) => channelOrder(a) - channelOrder(b) || a.localeCompare(b));
  return tally(
    filter,
    rows,
    keys.map((key) => ({ key, label: channelLabel(key || null) })),
  );
}

type CampaignTotal = { campaign: string | null; channel: string | null; leads: bigint | number };

/**
 * Leads per period by campaign (with its channel) of the filter's touch: the campaigns with most
 * leads one by one, the others added up, so that the rows fetched stay few over any range.
 */
export async function leadsByCampaign(filter: ReportFilter): Promise<PeriodCounts> {
  const campaign = touchColumn(filter.touch, 'Campaign');
  const channel = touchColumn(filter.touch, 'Channel');
  const totals = await reportRows<CampaignTotal>(Prisma.sql`
    SELECT ${campaign} AS campaign, ${channel} AS channel, COUNT(*) AS leads FROM "Enquiry" e
    WHERE ${leadScopeWhere(filter)} GROUP BY ${campaign}, ${channel}`);
  const label = (row: CampaignTotal) => `${campaignLabel(row.campaign)} · ${channelLabel(row.channel)}`;
  totals.sort((a, b) => Number(b.leads) - Number(a.leads) || label(a).localeCompare(label(b)));
  const top = totals.length > TOP_CAMPAIGNS + 1 ? totals.slice(0, TOP_CAMPAIGNS) : totals;
  const whens = top.map(
    (row, index) =>
      Prisma.sql`WHEN COALESCE(${campaign}, '') = ${row.campaign ?? ''} AND COALESCE(${channel}, '') = ${row.channel ?? ''} THEN ${Prisma.raw(`'${index}'`)}`,
  );
  const series = whens.length ? Prisma.sql`CASE ${Prisma.join(whens, ' ')} ELSE ${otherKey} END` : otherKey;
  const rows = await countPerPeriod(filter, series);
  const named = top.map((row, index) => ({ key: String(index), label: label(row) }));
  const others = totals.length - top.length;
  return tally(filter, rows, others > 0 ? [...named, { key: OTHER_CAMPAIGNS, label: `All other campaigns (${others})` }] : named);
}
