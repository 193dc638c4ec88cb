import Database from 'better-sqlite3';
import { e2eDatabaseFile } from './enquiry-rows';

function readOnly<T>(read: (db: Database.Database) => T): T {
  const db = new Database(e2eDatabaseFile(), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** Every table.column of the e2e database whose text holds one of the needles. */
export function columnsHolding(needles: string[]): string[] {
  return readOnly((db) => {
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).all() as {
      name: string;
    }[];
    const found: string[] = [];
    for (const { name } of tables) {
      const columns = db.prepare(`PRAGMA table_info("${name}")`).all() as { name: string; type: string }[];
      for (const column of columns.filter((one) => /TEXT|CHAR/i.test(one.type))) {
        for (const needle of needles) {
          const { n } = db
            .prepare(`SELECT COUNT(*) AS n FROM "${name}" WHERE instr(lower("${column.name}"), ?) > 0`)
            .get(needle.toLowerCase()) as { n: number };
          if (n > 0) found.push(`${name}.${column.name}`);
        }
      }
    }
    return found;
  });
}

export function repeatOfEnquiry(id: string): string | null | undefined {
  return readOnly(
    (db) =>
      (db.prepare('SELECT "repeatOfId" FROM "Enquiry" WHERE id = ?').get(id) as { repeatOfId: string | null } | undefined)?.repeatOfId,
  );
}
