/**
 * Sends 5,000 generated hostile bodies (fast-check) to both JSON APIs and both no-JavaScript form
 * endpoints of a production server of its own. Every body is invalid by construction (its name is
 * missing, blank, too long or not text, or its honeypot is not text) and otherwise arbitrary: deep nesting, odd types, control
 * characters, prototype keys, malformed JSON and encodings, wrong content types. Passes when no
 * answer is a 5xx, no row was stored and the server is still healthy.
 *
 *   npm run test:fuzz                  options: --runs 5000 --concurrency 16 --port 3945 --seed N
 */
import fc from 'fast-check';
import { parseArgs } from 'node:util';
import { countRows, startOwnServer, waitForHealth } from '../support/own-server';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '16' },
    port: { type: 'string', default: '3945' },
    seed: { type: 'string' },
  },
});

type Case = { path: string; contentType: string; body: string };

const fieldNames = [
  'name',
  'phone',
  'email',
  'message',
  'source',
  'website',
  'fillMs',
  'consent',
  'pagePath',
  'projectId',
  'intent',
  'about',
  'department',
  'position',
  '__proto__',
  'constructor',
  'toString',
];

const badName = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('', '   ', '\u0000', 'x'.repeat(101)),
  fc.integer(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);

const hostileValue = fc.oneof(
  fc.anything({ maxDepth: 4, withNullPrototype: true, withBigInt: false }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom({ toString: 1 }, { valueOf: null }, ['__proto__'], '=HYPERLINK("x")', '\t\r\n', '%ff', '\ud800'),
  fc.integer({ min: 1, max: 8000 }).map((depth) => ({ deep: depth })),
);

const jsonObject = fc
  .tuple(badName, fc.dictionary(fc.constantFrom(...fieldNames, 'extra'), hostileValue, { maxKeys: 8 }))
  .map(([name, rest]) => {
    const body: Record<string, unknown> = { ...rest };
    if (name === undefined) delete body.name;
    else body.name = name;
    return body;
  });

/** JSON text, with `{deep: n}` replaced by an array nested n deep (JSON.stringify cannot write one). */
function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && 'deep' in inner && Object.keys(inner).length === 1
      ? `__DEEP_${(inner as { deep: number }).deep}__`
      : inner,
  ).replace(/"__DEEP_(\d+)__"/g, (_match, depth: string) => `${'['.repeat(Number(depth))}1${']'.repeat(Number(depth))}`);
}

/** Otherwise valid for both forms, with a honeypot that is not text: malformed, so a 400. */
const hostileHoneypot = hostileValue
  .filter((website) => website !== undefined && typeof website !== 'string')
  .map((website) => ({
    name: 'Fuzz',
    phone: '9876543210',
    email: 'fuzz@example.in',
    about: 'x',
    department: 'Sales',
    position: 'X',
    website,
  }));

const rawText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.constantFrom('{', '[]', 'null', '"x"', '{"name":', '\ufeff{}', '{"name":"a","name":{"b":1}}'),
);

const formBody = fc
  .tuple(
    fc.constantFrom('', 'x'.repeat(101), '   '),
    fc.array(fc.tuple(fc.constantFrom(...fieldNames, 'extra'), fc.string({ unit: 'binary', maxLength: 200 })), {
      maxLength: 8,
    }),
  )
  .map(([name, pairs]) => {
    const params = new URLSearchParams(pairs.filter(([key]) => key !== 'name'));
    if (name !== '   ') params.set('name', name);
    return params.toString();
  });

const jsonPath = fc.constantFrom('/api/enquiry', '/api/careers');
const formPath = fc.constantFrom('/enquiry/submit', '/enquiry/application');
const anyType = fc.constantFrom(
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  '',
  'application/json; charset=utf-16',
);

const cases: fc.Arbitrary<Case> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ path: jsonPath, contentType: fc.constant('application/json'), body: jsonObject.map(toJson) }) },
  { weight: 2, arbitrary: fc.record({ path: jsonPath, contentType: fc.constant('application/json'), body: hostileHoneypot.map(toJson) }) },
  { weight: 2, arbitrary: fc.record({ path: fc.oneof(jsonPath, formPath), contentType: anyType, body: rawText }) },
  { weight: 3, arbitrary: fc.record({ path: formPath, contentType: fc.constant('application/x-www-form-urlencoded'), body: formBody }) },
);

async function main() {
  const runs = Number(args.runs);
  const samples = fc.sample(cases, { numRuns: runs, seed: args.seed === undefined ? undefined : Number(args.seed) });
  const own = await startOwnServer(args.port);
  const statuses = new Map<string, number>();
  const serverErrors: Case[] = [];
  let networkErrors = 0;
  let next = 0;
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: Number(args.concurrency) }, async () => {
        while (next < samples.length) {
          const sample = samples[next++]!;
          try {
            const response = await fetch(`${own.base}${sample.path}`, {
              method: 'POST',
              headers: sample.contentType ? { 'Content-Type': sample.contentType } : {},
              body: sample.body,
              redirect: 'manual',
            });
            await response.arrayBuffer();
            const key = `${sample.path} ${response.status}`;
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
            if (response.status >= 500) serverErrors.push(sample);
          } catch {
            networkErrors += 1;
          }
        }
      }),
    );
    await waitForHealth(own.base, undefined, 5000);
    const rows = { enquiries: countRows(own.databaseFile), applications: countRows(own.databaseFile, 'JobApplication') };
    const result = {
      bodies: samples.length,
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      statuses: Object.fromEntries([...statuses].sort()),
      serverErrors: serverErrors.length,
      networkErrors,
      rowsStored: rows,
      healthyAfter: true,
    };
    console.log(JSON.stringify(result, null, 2));
    for (const sample of serverErrors.slice(0, 5)) console.error('5xx for', JSON.stringify(sample).slice(0, 300));
    if (serverErrors.length > 0 || networkErrors > 0 || rows.enquiries > 0 || rows.applications > 0) process.exitCode = 1;
  } finally {
    own.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
