import 'server-only';
import { databaseEngine } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';

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
