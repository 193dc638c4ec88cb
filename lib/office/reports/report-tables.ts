import 'server-only';
import { firstContactByAdvisor } from './first-contact';
import { funnelReport, lostReasons } from './funnel';
import { leadsByCampaign, leadsByChannel } from './lead-sources';
import type { FunnelDimension, ReportFilter } from './report-filter';
import { siteVisits } from './site-visits';
import {
  advisorsTable,
  campaignsTable,
  channelsTable,
  funnelTable,
  lostReasonsTable,
  siteVisitsTable,
  type ReportTable,
  type ReportTableName,
} from './tables';

export const dimensionLabels: Record<FunnelDimension, string> = {
  channel: 'channel',
  campaign: 'campaign',
  project: 'project',
  advisor: 'advisor',
};

/** Each table by its name, computed for a filter: the CSV download of the table the page shows. */
export const reportTable: Record<ReportTableName, (filter: ReportFilter) => Promise<ReportTable>> = {
  channels: async (filter) => channelsTable(await leadsByChannel(filter), filter.period),
  campaigns: async (filter) => campaignsTable(await leadsByCampaign(filter), filter.period),
  funnel: async (filter) => funnelTable(await funnelReport(filter), dimensionLabels[filter.by]),
  'lost-reasons': async (filter) => lostReasonsTable(await lostReasons(filter)),
  'site-visits': async (filter) => siteVisitsTable(await siteVisits(filter), filter.period),
  advisors: async (filter) =>
    advisorsTable(...(await Promise.all([funnelReport({ ...filter, by: 'advisor' }), firstContactByAdvisor(filter)]))),
};
