import { Prisma } from '@/lib/generated/prisma/client';
import { triedOwners } from '@/lib/office/assignment/clock';
import { defaultWorkingHours, workingHoursOf, workingMinutesBetween } from '@/lib/office/assignment/working-hours';
import 'server-only';
import { reportRows } from './engine-sql';
import { leadScopeWhere } from './lead-scope';
import type { ReportFilter } from './report-filter';

/** How one advisor (or everyone) met the first-contact clock with the range's leads. */
export type FirstContactStats = {
  /** Leads they own that an assignment rule put on the clock. */
  clocked: number;
  /** Of those, first contacted by their due time (the rule's target, in its working hours). */
  withinTarget: number;
  /** Median working minutes from arrival to first contact (the rule's hours; the default for leads without one). */
  medianWorkingMinutes: number | null;
  /** Leads the clock moved away from them (for everyone: every move). */
  reassigned: number;
};

type Row = {
  owner: string | null;
  created: Date | string | number;
  contacted: Date | string | number | null;
  due: Date | string | number | null;
  tried: string | null;
  workDays: string | null;
  workStart: number | null;
  workEnd: number | null;
};

/** A timestamp as a raw query returns it: a Date on PostgreSQL; milliseconds or an ISO text on SQLite. */
const instant = (value: Date | string | number) =>
  value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Tally = { clocked: number; withinTarget: number; minutes: number[]; reassigned: number };
const emptyTally = (): Tally => ({ clocked: 0, withinTarget: 0, minutes: [], reassigned: 0 });
const stats = (tally: Tally): FirstContactStats => ({
  clocked: tally.clocked,
  withinTarget: tally.withinTarget,
  medianWorkingMinutes: median(tally.minutes),
  reassigned: tally.reassigned,
});

/**
 * The first-contact figures of the filter's leads by current owner, and in all. Working minutes need each rule's
 * hours, which SQL cannot count, so this reads five columns of each lead of the range (never its contact details).
 */
export async function firstContactByAdvisor(
  filter: ReportFilter,
): Promise<{ byOwner: Map<string | null, FirstContactStats>; total: FirstContactStats }> {
  const rows = await reportRows<Row>(Prisma.sql`
    SELECT e."ownerId" AS owner, e."createdAt" AS created, e."firstContactedAt" AS contacted, e."contactDueAt" AS due,
      e."clockTried" AS tried, r."workDays" AS "workDays", r."workStart" AS "workStart", r."workEnd" AS "workEnd"
    FROM "Enquiry" e LEFT JOIN "AssignmentRule" r ON r."id" = e."assignmentRuleId"
    WHERE ${leadScopeWhere(filter)}`);
  const tallies = new Map<string | null, Tally>();
  const total = emptyTally();
  const tallyOf = (owner: string | null) => tallies.get(owner) ?? tallies.set(owner, emptyTally()).get(owner)!;
  for (const row of rows) {
    const mine = tallyOf(row.owner);
    const contacted = row.contacted === null ? null : instant(row.contacted);
    if (row.due !== null) {
      const inTime = contacted !== null && contacted <= instant(row.due);
      for (const tally of [mine, total]) {
        tally.clocked++;
        if (inTime) tally.withinTarget++;
      }
    }
    if (contacted) {
      const hours =
        row.workDays !== null && row.workStart !== null && row.workEnd !== null
          ? workingHoursOf({ workDays: row.workDays, workStart: Number(row.workStart), workEnd: Number(row.workEnd) })
          : defaultWorkingHours;
      const minutes = workingMinutesBetween(instant(row.created), contacted, hours);
      mine.minutes.push(minutes);
      total.minutes.push(minutes);
    }
    // Everyone the clock tried before the current owner had the lead moved away from them.
    for (const from of triedOwners(row.tried).filter((id) => id !== row.owner)) {
      tallyOf(from).reassigned++;
      total.reassigned++;
    }
  }
  return { byOwner: new Map([...tallies].map(([owner, tally]) => [owner, stats(tally)])), total: stats(total) };
}
