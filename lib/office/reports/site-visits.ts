import { Prisma } from '@/lib/generated/prisma/client';
import { istToday } from '@/lib/platform/time/india';
import 'server-only';
import { istDaySql, reportRows } from './engine-sql';
import { placeWhere } from './lead-scope';
import { periodStart, periodsIn } from './periods';
import { filterInstants, type ReportFilter } from './report-filter';

export type VisitPeriod = { period: string; booked: number; held: number };

type DayCount = { day: string; visits: bigint | number };

// A booking is its own enquiry (intent site-visit), also when the buyer booked as a repeat of an open lead.
const bookingWhere = Prisma.sql`e."intent" = 'site-visit' AND e."spam" = false`;

/**
 * Site visits per period: booked (by the day the booking arrived) and held (by the visit's day). A
 * visit counts as held once its day has passed (India time) and its lead has reached Site visit or a
 * later step, now or at some point in its history.
 */
export async function siteVisits(filter: ReportFilter, now = new Date()): Promise<VisitPeriod[]> {
  const { start, end } = filterInstants(filter);
  const today = istToday(now);
  const [booked, held] = await Promise.all([
    reportRows<DayCount>(Prisma.sql`
      SELECT ${istDaySql(Prisma.raw('e."createdAt"'))} AS day, COUNT(*) AS visits FROM "Enquiry" e
      WHERE ${bookingWhere} AND e."createdAt" >= ${start} AND e."createdAt" < ${end}${placeWhere(filter)}
      GROUP BY day`),
    reportRows<DayCount>(Prisma.sql`
      SELECT e."visitDate" AS day, COUNT(*) AS visits FROM "Enquiry" e
      JOIN "Enquiry" booked_lead ON booked_lead."id" = COALESCE(e."repeatOfId", e."id")
      WHERE ${bookingWhere} AND e."visitDate" >= ${filter.from} AND e."visitDate" <= ${filter.to} AND e."visitDate" < ${today}${placeWhere(filter)}
        AND (booked_lead."stage" IN ('site-visit', 'negotiation', 'won') OR EXISTS (
          SELECT 1 FROM "LeadEvent" ev WHERE ev."enquiryId" = booked_lead."id" AND ev."kind" = 'stage'
            AND ev."toValue" IN ('site-visit', 'negotiation', 'won')))
      GROUP BY e."visitDate"`),
  ]);
  const periods = new Map(periodsIn(filter.from, filter.to, filter.period).map((period) => [period, { period, booked: 0, held: 0 }]));
  const add = (rows: DayCount[], field: 'booked' | 'held') => {
    for (const row of rows) {
      const period = periods.get(periodStart(row.day, filter.period));
      if (period) period[field] += Number(row.visits);
    }
  };
  add(booked, 'booked');
  add(held, 'held');
  return [...periods.values()];
}
