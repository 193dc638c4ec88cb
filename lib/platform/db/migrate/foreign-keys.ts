import type Database from 'better-sqlite3';

type Violation = { table: string; rowid: number | bigint | null; parent: string; fkid: number };
type ForeignKey = { id: number; from: string };

const SHOWN_ROWIDS = 5;

/**
 * Runs `work` with foreign key enforcement off, restoring the connection's setting afterwards
 * whether it succeeds or throws. SQLite ignores `PRAGMA foreign_keys` inside a transaction, so a
 * table rebuild (create, copy, drop, rename) only keeps the rows that reference the rebuilt table
 * when enforcement is off before BEGIN: with it on, the DROP deletes them through ON DELETE CASCADE.
 */
export function withForeignKeysOff<T>(db: Database.Database, work: () => T): T {
  const enforced = db.pragma('foreign_keys', { simple: true }) === 1;
  db.pragma('foreign_keys = OFF');
  try {
    return work();
  } finally {
    if (enforced) db.pragma('foreign_keys = ON');
  }
}

/**
 * What `PRAGMA foreign_key_check` finds, one line per reference ("LeadNote.enquiryId → Enquiry:
 * 2 rows (rowid 4, 9)"); empty when every reference points at a row.
 */
export function danglingReferences(db: Database.Database): string[] {
  const groups = new Map<string, (number | bigint | null)[]>();
  for (const violation of db.pragma('foreign_key_check') as Violation[]) {
    const columns = (db.pragma(`foreign_key_list("${violation.table.replaceAll('"', '""')}")`) as ForeignKey[])
      .filter((key) => key.id === violation.fkid)
      .map((key) => key.from)
      .join(', ');
    const reference = `${violation.table}.${columns} → ${violation.parent}`;
    groups.set(reference, [...(groups.get(reference) ?? []), violation.rowid]);
  }
  return [...groups].map(([reference, rowids]) => {
    const shown = rowids.slice(0, SHOWN_ROWIDS).join(', ') + (rowids.length > SHOWN_ROWIDS ? ', …' : '');
    return `${reference}: ${rowids.length} row${rowids.length === 1 ? '' : 's'} (rowid ${shown})`;
  });
}
