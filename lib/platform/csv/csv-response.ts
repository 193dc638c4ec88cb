import { csvPreamble, csvRow } from './csv';

type Cell = string | number | boolean | null | undefined;

/**
 * Streams rows as a CSV download named `<name>-<today>.csv`, so an export of any size starts at
 * once and stays small in memory.
 */
export function csvResponse<T>(name: string, header: string[], rows: AsyncIterable<T>, toCells: (row: T) => Cell[]): Response {
  const filename = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvPreamble + csvRow(header)));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvRow(toCells(next.value))));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });
}
