import { Prisma } from '@/lib/generated/prisma/client';
import { databaseEngine, db } from '@/lib/platform/db';
import 'server-only';

// The only SQL the two engines write differently in the reports: everything else is the same text.

/** The India-time calendar day (YYYY-MM-DD) of a UTC timestamp column. */
export function istDaySql(column: Prisma.Sql): Prisma.Sql {
  return databaseEngine() === 'sqlite'
    ? Prisma.sql`date(${column}, '+330 minutes')`
    : Prisma.sql`to_char(${column} + interval '330 minutes', 'YYYY-MM-DD')`;
}

/** Minutes from one timestamp column to a later one, as a floating-point number. */
export function minutesBetweenSql(earlier: Prisma.Sql, later: Prisma.Sql): Prisma.Sql {
  return databaseEngine() === 'sqlite'
    ? // julianday's day fractions are rounded to whole milliseconds first: 15 minutes must not read 15.000001.
      Prisma.sql`(ROUND((julianday(${later}) - julianday(${earlier})) * 86400000.0) / 60000.0)`
    : Prisma.sql`(EXTRACT(EPOCH FROM (${later} - ${earlier})) / 60.0)::float8`;
}

/** The first day (YYYY-MM-DD, India time) of the week (from Monday) or month holding a UTC timestamp column. */
export function istPeriodStartSql(column: Prisma.Sql, period: 'week' | 'month'): Prisma.Sql {
  if (databaseEngine() === 'sqlite') {
    // 'weekday 0' moves on to the coming Sunday (or stays on one); six days back is that week's Monday.
    return period === 'week'
      ? Prisma.sql`date(${column}, '+330 minutes', 'weekday 0', '-6 days')`
      : Prisma.sql`strftime('%Y-%m-01', ${column}, '+330 minutes')`;
  }
  const unit = Prisma.raw(period === 'week' ? `'week'` : `'month'`);
  return Prisma.sql`to_char(date_trunc(${unit}, ${column} + interval '330 minutes'), 'YYYY-MM-DD')`;
}

/**
 * The median of `minutes` in each group of `keys` (columns of the subquery `times`) and of all the
 * times: rows of the keys, `median`, and `whole` (1 on the one row of all, its keys null). An even
 * count's median is the mean of its middle two. PostgreSQL has the aggregate; SQLite numbers each
 * group's sorted times and keeps the middle ones.
 */
export function mediansSql(times: Prisma.Sql, keys: Prisma.Sql[]): Prisma.Sql {
  const keyList = Prisma.join(keys);
  if (databaseEngine() === 'postgres') {
    return Prisma.sql`SELECT ${keyList}, percentile_cont(0.5) WITHIN GROUP (ORDER BY t.minutes) AS median,
      GROUPING(${keyList}) AS whole FROM (${times}) t GROUP BY GROUPING SETS ((${keyList}), ())`;
  }
  const nulls = Prisma.join(keys.map((key) => Prisma.sql`NULL AS ${key}`));
  return Prisma.sql`WITH ranked AS (
      SELECT ${keyList}, t.minutes,
        ROW_NUMBER() OVER (PARTITION BY ${keyList} ORDER BY t.minutes) AS position, COUNT(*) OVER (PARTITION BY ${keyList}) AS size,
        ROW_NUMBER() OVER (ORDER BY t.minutes) AS overall_position, COUNT(*) OVER () AS overall_size
      FROM (${times}) t)
    SELECT ${keyList}, AVG(minutes) AS median, 0 AS whole FROM ranked
      WHERE position IN ((size + 1) / 2, (size + 2) / 2) GROUP BY ${keyList}
    UNION ALL
    SELECT ${nulls}, AVG(minutes) AS median, 1 AS whole FROM ranked
      WHERE overall_position IN ((overall_size + 1) / 2, (overall_size + 2) / 2)`;
}

/**
 * Runs one report query. PostgreSQL would compile these one-off aggregates to machine code (JIT)
 * because of their estimated cost, which takes longer than running them (about 190 ms of a 340 ms
 * funnel over 100,000 leads), so it runs them without.
 */
export async function reportRows<Row>(query: Prisma.Sql): Promise<Row[]> {
  const prisma = await db();
  if (databaseEngine() === 'sqlite') return prisma.$queryRaw<Row[]>(query);
  const [, rows] = await prisma.$transaction([prisma.$executeRaw`SET LOCAL jit = off`, prisma.$queryRaw<Row[]>(query)]);
  return rows;
}
