import Database from 'better-sqlite3';
import path from 'node:path';

type EnquiryRow = { name: string; source: string; intent: string | null; locality: string | null; city: string | null };

/** The e2e server's SQLite file (E2E_DATABASE_URL, as playwright.config.ts gives it to the server). */
export const e2eDatabaseFile = () => path.resolve(process.env.E2E_DATABASE_URL?.replace(/^file:/, '') ?? path.join('var', 'e2e.db'));

/** The stored enquiry with this name, read straight from the e2e database (read-only). */
export function storedEnquiry(name: string): EnquiryRow | undefined {
  const db = new Database(e2eDatabaseFile(), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT name, source, intent, locality, city FROM "Enquiry" WHERE name = ?').get(name) as EnquiryRow | undefined;
  } finally {
    db.close();
  }
}

/** How many enquiries with this name the e2e database holds (read-only). */
export function storedEnquiryCount(name: string): number {
  const db = new Database(e2eDatabaseFile(), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS count FROM "Enquiry" WHERE name = ?').get(name) as { count: number }).count;
  } finally {
    db.close();
  }
}
