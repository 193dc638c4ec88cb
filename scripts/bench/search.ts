/**
 * Speed and size of the site search, measured on the index the build publishes:
 * its size gzipped (budget 40 KB), the time to load it into the engine, and the latency of every
 * query of the test table (lib/site/search/query-table.ts) after a warm-up, p95 budget 5 ms.
 *
 *   npm run bench:search                     50 rounds over the table
 *   npm run bench:search -- --rounds 200
 * Exits 1 when a budget is exceeded.
 */
import { createSearchEngine } from '@/lib/site/search/engine';
import type { SearchIndexData } from '@/lib/site/search/index-data';
import { QUERY_TABLE } from '@/lib/site/search/query-table';
import { getSearchIndex } from '@/lib/site/search/server';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const INDEX_BUDGET_BYTES = 40 * 1024;
const P95_BUDGET_MS = 5;

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '50' } } });
const rounds = Number(args.rounds);

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(3)} ms`;

// What the browser receives: the JSON of /api/search-index.
const json = JSON.stringify(getSearchIndex());
const gzipped = gzipSync(json).length;

const loadStarted = performance.now();
const engine = createSearchEngine(JSON.parse(json) as SearchIndexData);
const loadMs = performance.now() - loadStarted;

const queries = QUERY_TABLE.map((row) => row.query);
for (let round = 0; round < 3; round += 1) for (const query of queries) engine.search(query);

const perQuery = new Map<string, number[]>(queries.map((query) => [query, []]));
const all: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const query of queries) {
    const started = performance.now();
    engine.search(query);
    const elapsed = performance.now() - started;
    perQuery.get(query)!.push(elapsed);
    all.push(elapsed);
  }
}
all.sort((a, b) => a - b);
const p95 = percentile(all, 95);
const slowest = [...perQuery]
  .map(([query, times]) => ({
    query,
    median: percentile(
      [...times].sort((a, b) => a - b),
      50,
    ),
  }))
  .sort((a, b) => b.median - a.median)
  .slice(0, 5);

console.log(`index: ${(json.length / 1024).toFixed(1)} KB JSON, ${(gzipped / 1024).toFixed(1)} KB gzipped (budget 40 KB)`);
console.log(`load:  ${ms(loadMs)} to build the engine from the JSON`);
console.log(`queries: ${queries.length} from the test table x ${rounds} rounds = ${all.length} searches`);
console.log(
  `latency: p50 ${ms(percentile(all, 50))}, p95 ${ms(p95)} (budget ${P95_BUDGET_MS} ms), p99 ${ms(percentile(all, 99))}, max ${ms(all.at(-1)!)}`,
);
console.log('slowest by median:');
for (const { query, median } of slowest) console.log(`  ${ms(median).padStart(10)}  ${query}`);

const failures = [
  ...(gzipped > INDEX_BUDGET_BYTES ? [`index ${gzipped} bytes gzipped > ${INDEX_BUDGET_BYTES}`] : []),
  ...(p95 >= P95_BUDGET_MS ? [`p95 ${ms(p95)} >= ${P95_BUDGET_MS} ms`] : []),
];
if (failures.length > 0) {
  console.error(`over budget: ${failures.join('; ')}`);
  process.exit(1);
}
