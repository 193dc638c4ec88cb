import { csvPreamble, csvRow } from '@/lib/platform/csv/csv';
import type { PersonRow } from './person-data';

type PersonData = Record<string, PersonRow[]>;

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** The access export as JSON: every table's rows under its name. */
export function personDataJson(data: PersonData, generatedAt: Date): string {
  return JSON.stringify({ generatedAt: generatedAt.toISOString(), tables: data }, null, 2);
}

/**
 * The access export as one CSV whatever the tables' shapes: a line per field, (table, row id,
 * field, value), which any spreadsheet opens and filters by table.
 */
export function personDataCsv(data: PersonData): string {
  let text = csvPreamble + csvRow(['Table', 'Row', 'Field', 'Value']);
  for (const [table, rows] of Object.entries(data)) {
    for (const row of rows) {
      const id = cellText(row.id);
      for (const [field, value] of Object.entries(row)) text += csvRow([table, id, field, cellText(value)]);
    }
  }
  return text;
}
