import { databaseEngine, db } from '@/lib/platform/db';

type Column = { table: string; column: string };

async function textColumns(): Promise<Column[]> {
  const prisma = await db();
  if (databaseEngine() === 'postgres') {
    return prisma.$queryRaw<Column[]>`SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
      WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying')`;
  }
  const tables = await prisma.$queryRaw<
    { name: string }[]
  >`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`;
  const columns: Column[] = [];
  for (const { name } of tables) {
    const info = await prisma.$queryRawUnsafe<{ name: string; type: string }[]>(`PRAGMA table_info("${name.replace(/"/g, '""')}")`);
    for (const column of info) if (/TEXT|CHAR/i.test(column.type)) columns.push({ table: name, column: column.name });
  }
  return columns;
}

/**
 * Every table and text column of the database, read by the database itself, that holds any of the
 * needles (case-insensitive): what a person's erasure must leave empty. `instr` on lower-cased text
 * needs no escaping of `%` or `_`, unlike LIKE.
 */
export async function columnsContaining(needles: string[]): Promise<string[]> {
  const prisma = await db();
  const postgres = databaseEngine() === 'postgres';
  const position = postgres ? 'strpos' : 'instr';
  const placeholder = postgres ? '$1' : '?';
  const found: string[] = [];
  for (const { table, column } of await textColumns()) {
    for (const needle of needles) {
      const rows = await prisma.$queryRawUnsafe<{ n: number | bigint }[]>(
        `SELECT COUNT(*) AS n FROM "${table}" WHERE ${position}(lower("${column}"), ${placeholder}) > 0`,
        needle.toLowerCase(),
      );
      if (Number(rows[0]?.n ?? 0) > 0) found.push(`${table}.${column} holds ${needle}`);
    }
  }
  return found;
}
