import '@/lib/platform/validation/jitless';

import { parseCsv } from '@/lib/platform/csv/parse';
import { normalisedPhone } from '@/lib/platform/text/phone-key';
import { createHash } from 'node:crypto';
import { usableEmailAddress } from '../email-address';

export const MAX_IMPORT_ROWS = 5_000;

/** The columns a spreadsheet may have, by the names people give them (any case, spaces or underscores). */
const columnNames = {
  name: ['name', 'full name', 'customer name', 'client name', 'lead name'],
  phone: ['phone', 'mobile', 'phone number', 'mobile number', 'contact', 'contact number'],
  email: ['email', 'e-mail', 'email address', 'email id', 'mail'],
  message: ['message', 'remarks', 'comments', 'notes', 'requirement'],
  projectName: ['project', 'project name', 'property'],
  city: ['city', 'location'],
} as const;

type Column = keyof typeof columnNames;

export type ImportFields = {
  name: string;
  phone: string | null;
  email: string | null;
  message: string | null;
  projectName: string | null;
  city: string | null;
};

export type ImportRow = {
  /** The row's line in the file (the header is line 1). */
  line: number;
  fields: ImportFields;
  /** What keeps the row out of the import. */
  problems: string[];
  /** What is worth knowing but does not: a phone that is no valid number is kept without matching repeats. */
  notes: string[];
  /** The hash of the row as normalised: the same buyer's row again, in this file or a later one, is the same lead. */
  externalId: string;
};

export type ReadImport = { ok: true; rows: ImportRow[] } | { ok: false; problem: string };

const normalisedHeader = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

const text = (value: string | undefined, max: number) => value?.trim().replace(/\s+/g, ' ').slice(0, max) || null;

/**
 * The rows of an uploaded spreadsheet with each one's problems, before anything is stored. The file
 * must have a header row naming at least a name column and a phone or e-mail column.
 */
export function readImportRows(csv: string): ReadImport {
  let table: string[][];
  try {
    table = parseCsv(csv);
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  }
  const [header, ...body] = table;
  if (!header) return { ok: false, problem: 'The file is empty.' };
  const index = Object.fromEntries(
    (Object.keys(columnNames) as Column[]).map((column) => [
      column,
      header.findIndex((cell) => (columnNames[column] as readonly string[]).includes(normalisedHeader(cell))),
    ]),
  ) as Record<Column, number>;
  if (index.name < 0)
    return {
      ok: false,
      problem: `No name column: the first row must name the columns, one of them "Name" (found: ${header.join(', ') || 'nothing'}).`,
    };
  if (index.phone < 0 && index.email < 0)
    return { ok: false, problem: 'No phone or e-mail column: the first row must name one of them ("Phone", "Email").' };
  if (body.length > MAX_IMPORT_ROWS)
    return { ok: false, problem: `The file has ${body.length} rows; import at most ${MAX_IMPORT_ROWS} at a time.` };
  const seen = new Map<string, number>();
  const rows = body.map((cells, position): ImportRow => {
    const cell = (column: Column, max: number) => (index[column] >= 0 ? text(cells[index[column]], max) : null);
    const fields: ImportFields = {
      name: cell('name', 200) ?? '',
      phone: cell('phone', 40),
      email: cell('email', 254)?.toLowerCase() ?? null,
      message: index.message >= 0 ? cells[index.message]?.trim().slice(0, 5000) || null : null,
      projectName: cell('projectName', 200),
      city: cell('city', 100),
    };
    const problems: string[] = [];
    const notes: string[] = [];
    if (!fields.name) problems.push('no name');
    if (!fields.phone && !fields.email) problems.push('no phone or e-mail');
    if (fields.email && !usableEmailAddress(fields.email)) problems.push(`"${fields.email}" is not an e-mail address`);
    const phone = normalisedPhone(fields.phone);
    if (fields.phone && !phone) notes.push(`"${fields.phone}" is not a valid phone number: kept as written, not matched to earlier leads`);
    const normal = [
      fields.name.toLowerCase(),
      phone?.e164 ?? fields.phone?.replace(/\D/g, '') ?? '',
      fields.email ?? '',
      fields.projectName?.toLowerCase() ?? '',
      fields.city?.toLowerCase() ?? '',
      fields.message ?? '',
    ];
    const externalId = createHash('sha256').update(JSON.stringify(normal)).digest('hex').slice(0, 32);
    const line = position + 2;
    const earlier = seen.get(externalId);
    if (earlier) problems.push(`the same as line ${earlier}`);
    else seen.set(externalId, line);
    return { line, fields, problems, notes, externalId };
  });
  return { ok: true, rows };
}
