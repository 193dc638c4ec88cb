/**
 * `npm run bench:intake`: Meta's leadgen webhook under load, as a cluster takes it. Starts a throwaway
 * PostgreSQL cluster, two instances of the production build behind nginx, and a Graph API stand-in on
 * loopback that answers slowly (--graph-delay-ms); then sends --deliveries signed webhook deliveries
 * spread over --seconds, a fifth of them repeats of an earlier leadgen_id (as Meta retries), and waits
 * until every event is stored. It prints whether every leadgen_id was stored exactly once, and the
 * webhook answers' p50/p99 (the 200 must not wait on the Graph API). Not part of CI.
 *
 *   npm run bench:intake -- --deliveries 2000 --seconds 60 --graph-delay-ms 800 --port 3961
 */
import { parseArgs } from 'node:util';
import { startGraphStandIn } from '../../tests/support/graph-stand-in';
import { percentile, postSigned, query, sleep, startTwoInstances } from './two-instances';

const { values: args } = parseArgs({
  options: {
    deliveries: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '60' },
    'graph-delay-ms': { type: 'string', default: '800' },
    port: { type: 'string', default: '3961' },
  },
});

const total = Number(args.deliveries);
const seconds = Number(args.seconds);
const nginxPort = Number(args.port);
const APP_SECRET = 'bench-intake-app-secret-of-32-characters-or-more';
const META_APP_SECRET = 'bench-meta-app-secret';
const GRAPH_TOKEN = 'bench-graph-token-of-some-length';

let posted = 0;
// From 16 loopback addresses in turn, as Meta's deliveries come from a pool of its servers: from one, the intake's door
// (600 a minute per address, shared by the instances on PostgreSQL) would answer most of them 429.
const post = (body: string) =>
  postSigned(`http://127.0.0.1:${nginxPort}/api/intake/meta`, body, META_APP_SECRET, `127.0.0.${10 + (posted++ % 16)}`);

const delivery = (leadgenId: string) =>
  JSON.stringify({
    object: 'page',
    entry: [
      {
        id: '1001',
        time: Math.floor(Date.now() / 1000),
        changes: [{ field: 'leadgen', value: { leadgen_id: leadgenId, page_id: '1001', form_id: '9001', ad_id: '3001' } }],
      },
    ],
  });

async function main() {
  const graph = await startGraphStandIn(GRAPH_TOKEN);
  graph.delayMs = Number(args['graph-delay-ms']);
  let failed = false;
  const site = await startTwoInstances(nginxPort, {
    APP_SECRET,
    META_APP_SECRET,
    META_VERIFY_TOKEN: 'bench-verify-token',
    META_GRAPH_TOKEN: GRAPH_TOKEN,
    META_GRAPH_URL: graph.url,
  }).catch(async (error: unknown) => {
    await graph.close();
    throw error;
  });
  const { databaseUrl } = site;
  try {
    // Each delivery is a new leadgen_id, or (every fifth) one sent before, as Meta's retries are.
    const ids: string[] = [];
    for (let n = 0; n < total; n += 1) ids.push(n % 5 === 4 && n > 0 ? ids[Math.floor(Math.random() * n)]! : String(100_000_000 + n));
    const unique = new Set(ids);
    const started = Date.now();
    const answers = await Promise.all(
      ids.map(async (id, n) => {
        await sleep(started + (n * seconds * 1000) / total - Date.now());
        return post(delivery(id));
      }),
    );
    const sendSeconds = (Date.now() - started) / 1000;
    const statuses: Record<number, number> = {};
    for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);

    const deadline = Date.now() + 600_000;
    let pending = Infinity;
    while (pending > 0 && Date.now() < deadline) {
      await sleep(2000);
      const [row] = await query<{ n: string }>(databaseUrl, `SELECT COUNT(*) AS n FROM "IntakeEvent" WHERE "state" <> 'stored'`);
      pending = Number(row?.n ?? 0);
    }
    const drainedSeconds = (Date.now() - started) / 1000;
    const [events] = await query<{ n: string }>(databaseUrl, `SELECT COUNT(*) AS n FROM "IntakeEvent" WHERE "source" = 'meta'`);
    const leads = await query<{ externalId: string; n: string }>(
      databaseUrl,
      `SELECT "externalId", COUNT(*) AS n FROM "Enquiry" WHERE "source" = 'meta' GROUP BY "externalId"`,
    );
    const storedTwice = leads.filter((row) => Number(row.n) > 1).length;
    const missing = [...unique].filter((id) => !leads.some((row) => row.externalId === id)).length;
    const p99 = percentile(latencies, 99);

    const checks: [string, boolean, string][] = [
      ['every delivery answered 200', (statuses[200] ?? 0) === total, JSON.stringify(statuses)],
      ['one event per leadgen_id', Number(events?.n) === unique.size, `${events?.n} events for ${unique.size} leadgen_ids`],
      [
        'every lead stored exactly once',
        missing === 0 && storedTwice === 0 && leads.length === unique.size,
        `${leads.length} stored, ${missing} missing, ${storedTwice} stored twice`,
      ],
      ['webhook answers p99 under 200 ms', p99 < 200, `p99 ${p99.toFixed(0)} ms`],
    ];
    console.log(
      `\n${total} deliveries (${total - unique.size} repeats) in ${sendSeconds.toFixed(1)} s through nginx to 2 instances on PostgreSQL; Graph API answering in ${graph.delayMs} ms`,
    );
    console.log(
      `Webhook answers: p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0)} ms`,
    );
    console.log(`All leads stored ${drainedSeconds.toFixed(1)} s after the first delivery (${graph.requests.length} Graph API requests)`);
    console.log('\nCheck                                          Result  Detail');
    for (const [name, passed, detail] of checks) console.log(`${name.padEnd(47)}${passed ? 'PASS' : 'FAIL'}    ${detail}`);
    failed = checks.some(([, passed]) => !passed);
  } finally {
    site.stop();
    await graph.close();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
