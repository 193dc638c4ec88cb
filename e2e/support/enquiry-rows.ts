import Database from 'better-sqlite3';
import path from 'node:path';

type EnquiryRow = { name: string; source: string; intent: string | null; locality: string | null; city: string | null };

/** The stored enquiry with this name, read straight from the e2e database (read-only). */
export function storedEnquiry(name: string): EnquiryRow | undefined {
  const file = process.env.E2E_DATABASE_URL?.replace(/^file:/, '') ?? path.join('var', 'e2e.db');
  const db = new Database(path.resolve(file), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT name, source, intent, locality, city FROM "Enquiry" WHERE name = ?')
      .get(name) as EnquiryRow | undefined;
  } finally {
    db.close();
  }
}
