import 'server-only';
import { channelIds, channelLabel } from '@/lib/attribution/channel-names';
import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { campaignLabel, touchColumn } from './dimensions';
import { istDaySql } from './engine-sql';
import { leadScopeWhere } from './lead-scope';
import { periodStart, periodsIn } from './periods';
import type { ReportFilter } from './report-filter';

/** A series of a stacked chart and a column of its table: a channel, or a campaign of a channel. */
export type Series = { key: string; label: string; total: number };
/** Leads per period (by its first day) and series. */
export type PeriodCounts = { periods: string[]; series: Series[]; counts: Record<string, Record<string, number>> };

type DayRow = { day: string; channel: string | null; campaign: string | null; leads: bigint | number };

async function leadsPerDay(filter: ReportFilter): Promise<DayRow[]> {
  const prisma = await db();
  return prisma.$queryRaw<DayRow[]>`
    SELECT ${istDaySql(Prisma.raw('e."createdAt"'))} AS day, ${touchColumn(filter.touch, 'Channel')} AS channel,
      ${touchColumn(filter.touch, 'Campaign')} AS campaign, COUNT(*) AS leads
    FROM "Enquiry" e WHERE ${leadScopeWhere(filter)}
    GROUP BY day, channel, campaign`;
}

function tally(filter: ReportFilter, rows: DayRow[], seriesOf: (row: DayRow) => { key: string; label: string }): PeriodCounts {
  const periods = periodsIn(filter.from, filter.to, filter.period);
  const counts: PeriodCounts['counts'] = Object.fromEntries(periods.map((period) => [period, {}]));
  const series = new Map<string, Series>();
  for (const row of rows) {
    const { key, label } = seriesOf(row);
    const leads = Number(row.leads);
    const period = counts[periodStart(row.day, filter.period)];
    if (!period) continue;
    period[key] = (period[key] ?? 0) + leads;
    const known = series.get(key) ?? { key, label, total: 0 };
    series.set(key, { ...known, total: known.total + leads });
  }
  return { periods, series: [...series.values()], counts };
}

const channelOrder = (key: string) => {
  const index = channelIds.findIndex((id) => id === key);
  return index < 0 ? channelIds.length : index;
};

/**
 * Leads of the filter per period (week or month, India time), by the channel and by the campaign
 * of the filter's touch. The database counts them per day; days are folded into periods here.
 */
export async function leadSources(filter: ReportFilter): Promise<{ channels: PeriodCounts; campaigns: PeriodCounts }> {
  const rows = await leadsPerDay(filter);
  const channels = tally(filter, rows, (row) => ({ key: row.channel ?? '', label: channelLabel(row.channel) }));
  channels.series.sort((a, b) => channelOrder(a.key) - channelOrder(b.key) || a.label.localeCompare(b.label));
  const campaigns = tally(filter, rows, (row) => ({
    key: JSON.stringify([row.campaign, row.channel]),
    label: `${campaignLabel(row.campaign)} · ${channelLabel(row.channel)}`,
  }));
  campaigns.series.sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
  return { channels, campaigns };
}
