import { Prisma } from '@/lib/generated/prisma/client';
import 'server-only';
import { dimensionOf } from './dimensions';
import { mediansSql, minutesBetweenSql, reportRows } from './engine-sql';
import { leadScopeWhere } from './lead-scope';
import type { ReportFilter } from './report-filter';
import { reachColumnsSql, reachedSql } from './stage-reach';

/** A lead contacted within this many minutes of arriving was answered in time. */
const PROMPT_RESPONSE_MINUTES = 15;

export type FunnelCounts = {
  leads: number;
  contacted: number;
  siteVisit: number;
  negotiation: number;
  won: number;
  lost: number;
  /** Leads first contacted within PROMPT_RESPONSE_MINUTES. */
  prompt: number;
  /** Median minutes from arrival to first contact, of the leads contacted; null when none was. */
  medianMinutes: number | null;
};

type FunnelRow = FunnelCounts & { key: string; names: string[] };
export type Funnel = { heading: string[]; rows: FunnelRow[]; total: FunnelCounts };

type RawCounts = Record<'leads' | 'contacted' | 'site_visit' | 'negotiation' | 'won' | 'lost' | 'prompt', bigint | number>;
type Keyed = Record<`k${number}`, string | null>;

const responseMinutes = () => minutesBetweenSql(Prisma.raw('e."createdAt"'), Prisma.raw('e."firstContactedAt"'));
const concat = (parts: Prisma.Sql[]) => Prisma.join(parts, '');
const keyColumns = (count: number) => Array.from({ length: count }, (_, index) => Prisma.raw(`k${index}`));
const selectKeys = (keys: Prisma.Sql[]) => keys.map((key, index) => Prisma.sql`${key} AS ${Prisma.raw(`k${index}`)}, `);
const groupBy = (keys: Prisma.Sql[]) => Prisma.sql`GROUP BY ${Prisma.join(keyColumns(keys.length))}`;
const keyOf = (row: Keyed, count: number) => JSON.stringify(Array.from({ length: count }, (_, index) => row[`k${index}`] ?? null));

async function countRows(filter: ReportFilter, keys: Prisma.Sql[]) {
  const selected = keyColumns(keys.length).map((key) => Prisma.sql`${key}, `);
  // Materialized, so that each lead's history is looked up once, not once for every step that reads it.
  return reportRows<RawCounts & Keyed>(Prisma.sql`
    WITH l AS MATERIALIZED (
      SELECT ${concat(selectKeys(keys))}e."stage" AS stage, ${reachColumnsSql}, ${responseMinutes()} AS minutes
      FROM "Enquiry" e WHERE ${leadScopeWhere(filter)}
    )
    SELECT ${concat(selected)}COUNT(*) AS leads,
      SUM(${reachedSql(1)}) AS contacted, SUM(${reachedSql(2)}) AS site_visit,
      SUM(${reachedSql(3)}) AS negotiation, SUM(${reachedSql(4)}) AS won,
      SUM(CASE WHEN l.stage = 'lost' THEN 1 ELSE 0 END) AS lost,
      SUM(CASE WHEN l.minutes <= ${PROMPT_RESPONSE_MINUTES} THEN 1 ELSE 0 END) AS prompt
    FROM l ${groupBy(keys)}`);
}

/**
 * The median response per group and of all, computed in the database (mediansSql): one row per
 * group and one for all, never the times themselves.
 */
async function medians(filter: ReportFilter, keys: Prisma.Sql[]): Promise<{ byKey: Map<string, number | null>; overall: number | null }> {
  const times = Prisma.sql`SELECT ${concat(selectKeys(keys))}${responseMinutes()} AS minutes
    FROM "Enquiry" e WHERE ${leadScopeWhere(filter)} AND e."firstContactedAt" IS NOT NULL`;
  const rows = await reportRows<Keyed & { median: number | null; whole: bigint | number }>(mediansSql(times, keyColumns(keys.length)));
  const median = (row: { median: number | null }) => (row.median === null ? null : Number(row.median));
  const overall = rows.find((row) => Number(row.whole) !== 0);
  const groups = rows.filter((row) => Number(row.whole) === 0);
  return { byKey: new Map(groups.map((row) => [keyOf(row, keys.length), median(row)])), overall: overall ? median(overall) : null };
}

function counts(raw: RawCounts | undefined, median: number | null | undefined): FunnelCounts {
  const number = (value: bigint | number | null | undefined) => Number(value ?? 0);
  return {
    leads: number(raw?.leads),
    contacted: number(raw?.contacted),
    siteVisit: number(raw?.site_visit),
    negotiation: number(raw?.negotiation),
    won: number(raw?.won),
    lost: number(raw?.lost),
    prompt: number(raw?.prompt),
    medianMinutes: median === null || median === undefined ? null : Number(median),
  };
}

/**
 * The funnel of the filter's leads broken down by `filter.by`: how many reached each step, how
 * many were lost, how many were answered within 15 minutes and the median response, per row
 * (most leads first) and in all. Counted in the database; no lead is loaded.
 */
export async function funnelReport(filter: ReportFilter): Promise<Funnel> {
  const dimension = dimensionOf(filter.by, filter.touch);
  const size = dimension.keys.length;
  const [rows, middle, names] = await Promise.all([countRows(filter, dimension.keys), medians(filter, dimension.keys), dimension.labels()]);
  const named = rows.map((row) => {
    const key = keyOf(row, size);
    return { key, names: names(JSON.parse(key) as (string | null)[]), ...counts(row, middle.byKey.get(key)) };
  });
  named.sort((a, b) => b.leads - a.leads || a.names.join().localeCompare(b.names.join()));
  return { heading: dimension.heading, rows: named, total: { ...sumCounts(named), medianMinutes: middle.overall } };
}

const countFields = ['leads', 'contacted', 'siteVisit', 'negotiation', 'won', 'lost', 'prompt'] as const;

/** The groups' counts added up: every lead is in exactly one group. */
function sumCounts(rows: FunnelCounts[]): Omit<FunnelCounts, 'medianMinutes'> {
  return Object.fromEntries(countFields.map((field) => [field, rows.reduce((sum, row) => sum + row[field], 0)])) as Omit<
    FunnelCounts,
    'medianMinutes'
  >;
}

/** Why leads of the filter were lost, most frequent first (the 25 commonest reasons). */
export async function lostReasons(filter: ReportFilter): Promise<{ reason: string; leads: number }[]> {
  const rows = await reportRows<{ reason: string | null; leads: bigint | number }>(Prisma.sql`
    SELECT e."lostReason" AS reason, COUNT(*) AS leads FROM "Enquiry" e
    WHERE ${leadScopeWhere(filter)} AND e."stage" = 'lost'
    GROUP BY e."lostReason" ORDER BY leads DESC, reason LIMIT 25`);
  return rows.map((row) => ({ reason: row.reason ?? '(no reason given)', leads: Number(row.leads) }));
}
