/**
 * How long each staff report takes to compute over 100,000 leads: generates the leads (with
 * attribution, owners, stage histories and site-visit bookings) into a throwaway database on each
 * engine (a temporary SQLite file; a throwaway PostgreSQL cluster as the tests start one), then
 * times each report page's data functions and prints the median of several runs, in ms.
 *
 *   npm run bench:reports -- --leads 100000 --runs 5
 * One engine only (the script runs itself once per engine): --engine sqlite, or --engine postgres --url URL.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { channelIds } from '../../lib/intake/attribution/channel-names';
import { migratePostgres, migrateSqlite } from '../../lib/platform/db/migrate/migrate-database';
import { getAllProjectEntries } from '../../lib/site/content';
import { startPostgresCluster } from '../../tests/support/postgres-cluster';

const { values: args } = parseArgs({
  options: {
    leads: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '5' },
    engine: { type: 'string' },
    url: { type: 'string' },
  },
});

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-26T06:00:00Z');
const steps = ['new', 'contacted', 'site-visit', 'negotiation', 'won'];
const campaigns = Array.from({ length: 24 }, (_, index) => `campaign-${index + 1}`);
const reasons = ['Budget', 'Bought elsewhere', 'Not reachable', 'Location', 'Just browsing'];

/** A small deterministic generator, so both engines get the same leads. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

async function generate(count: number) {
  const { db } = await import('../../lib/platform/db');
  const prisma = await db();
  const next = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const advisors = await Promise.all(
    Array.from({ length: 8 }, (_, index) =>
      prisma.staffUser.create({ data: { name: `Advisor ${index + 1}`, email: `advisor${index + 1}@example.in`, passwordHash: 'x' } }),
    ),
  );
  const projects = getAllProjectEntries().slice(0, 60);
  const BATCH = 2000;
  for (let offset = 0; offset < count; offset += BATCH) {
    const leads = [];
    const events = [];
    for (let index = offset; index < Math.min(count, offset + BATCH); index += 1) {
      const id = `bench-${index}`;
      // In the order leads arrive, as the table fills in production.
      const createdAt = new Date(NOW.getTime() - 365 * DAY_MS + ((index + next()) / count) * 365 * DAY_MS);
      const lost = next() < 0.15;
      const reached = Math.min(4, Math.floor(next() ** 1.6 * 5));
      const stage = lost ? 'lost' : steps[reached]!;
      const channel = next() < 0.1 ? null : pick(channelIds);
      const project = next() < 0.6 ? pick(projects) : null;
      const visit = next() < 0.2;
      const contacted = reached > 0 || lost;
      leads.push({
        id,
        name: `Bench ${index}`,
        source: project ? 'project' : 'footer',
        createdAt,
        firstChannel: channel,
        firstCampaign: next() < 0.5 ? pick(campaigns) : null,
        lastChannel: next() < 0.7 ? channel : pick(channelIds),
        lastCampaign: next() < 0.5 ? pick(campaigns) : null,
        stage,
        lostReason: lost ? pick(reasons) : null,
        ownerId: next() < 0.85 ? pick(advisors).id : null,
        firstContactedAt: contacted ? new Date(createdAt.getTime() + next() * next() * 240 * 60_000) : null,
        projectId: project?.project.id ?? null,
        projectDeveloper: project?.developerKey ?? null,
        city: next() < 0.2 ? pick(['Gurgaon', 'Delhi', 'Noida']) : null,
        intent: visit ? 'site-visit' : null,
        visitDate: visit ? new Date(createdAt.getTime() + next() * 10 * DAY_MS).toISOString().slice(0, 10) : null,
        spam: next() < 0.02,
      });
      let from = 'new';
      const path = [...steps.slice(1, reached + 1), ...(lost ? [`lost: ${pick(reasons)}`] : [])];
      for (const [step, to] of path.entries()) {
        events.push({
          leadId: id,
          kind: 'stage',
          fromValue: from,
          toValue: to,
          createdAt: new Date(createdAt.getTime() + (step + 1) * 3_600_000),
        });
        from = to;
      }
      if (next() < 0.5) events.push({ leadId: id, kind: 'note', createdAt: new Date(createdAt.getTime() + 7_200_000) });
    }
    await prisma.lead.createMany({ data: leads });
    await prisma.leadEvent.createMany({ data: events });
  }
  // A live PostgreSQL has its statistics and visibility map from autovacuum; a table filled a moment ago has neither.
  if (args.engine === 'postgres') await prisma.$executeRawUnsafe('VACUUM ANALYZE');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Times each report page's data (what the page awaits), the median of `runs` runs after one warm-up. */
async function timeReports(runs: number) {
  const [{ funnelReport, lostReasons }, { leadsByCampaign, leadsByChannel }, { siteVisits }] = await Promise.all([
    import('../../lib/office/reports/funnel'),
    import('../../lib/office/reports/lead-sources'),
    import('../../lib/office/reports/site-visits'),
  ]);
  const year = { from: '2025-11-26', to: '2026-11-26', touch: 'first', period: 'week', by: 'channel' } as const;
  const month = { ...year, from: '2026-10-01', to: '2026-10-31' };
  const pages: [string, () => Promise<unknown>][] = [
    ['sources, a year by week', () => Promise.all([leadsByChannel(year), leadsByCampaign(year)])],
    ['sources, a month', () => Promise.all([leadsByChannel(month), leadsByCampaign(month)])],
    ['funnel by channel, a year', () => Promise.all([funnelReport(year), lostReasons(year)])],
    ['funnel by campaign, a year', () => Promise.all([funnelReport({ ...year, by: 'campaign', touch: 'last' }), lostReasons(year)])],
    ['funnel by project, a year', () => Promise.all([funnelReport({ ...year, by: 'project' }), lostReasons(year)])],
    ['funnel by channel, a month', () => Promise.all([funnelReport(month), lostReasons(month)])],
    ['site visits, a year by week', () => siteVisits(year, NOW)],
    ['advisors, a year', () => funnelReport({ ...year, by: 'advisor' })],
    [
      'funnel, a year, one city',
      () => Promise.all([funnelReport({ ...year, city: 'gurgaon' }), lostReasons({ ...year, city: 'gurgaon' })]),
    ],
  ];
  const results: Record<string, number> = {};
  for (const [name, run] of pages) {
    await run();
    const times: number[] = [];
    for (let index = 0; index < runs; index += 1) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    results[name] = Math.round(median(times));
  }
  return results;
}

/** One engine, in its own process: the app's database client is made once per process from DATABASE_URL. */
async function benchOneEngine() {
  const count = Number(args.leads);
  let remove = () => {};
  if (args.engine === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nestora-bench-reports-'));
    const file = path.join(dir, 'bench.db');
    migrateSqlite(file);
    process.env.DATABASE_URL = `file:${file}`;
    remove = () => rmSync(dir, { recursive: true, force: true });
  } else {
    if (!args.url) throw new Error('--engine postgres needs --url');
    await migratePostgres(args.url);
    process.env.DATABASE_URL = args.url;
  }
  const started = performance.now();
  await generate(count);
  console.error(`${args.engine}: ${count} leads generated in ${Math.round((performance.now() - started) / 1000)} s`);
  const results = await timeReports(Number(args.runs));
  const { db } = await import('../../lib/platform/db');
  await (await db()).$disconnect();
  remove();
  console.log(JSON.stringify(results));
}

function runEngine(engine: string, url?: string): Record<string, number> {
  const argv = ['tsx', '--conditions=react-server', __filename, '--engine', engine, '--leads', args.leads!, '--runs', args.runs!];
  // PostgreSQL needs the key every instance shares; a throwaway one serves a throwaway database.
  const env = { ...process.env, APP_SECRET: randomBytes(32).toString('base64url') };
  const run = spawnSync('npx', [...argv, ...(url ? ['--url', url] : [])], { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'inherit'] });
  if (run.status !== 0) throw new Error(`the ${engine} run failed:\n${run.stdout}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Record<string, number>;
}

async function main() {
  if (args.engine) return benchOneEngine();
  const sqlite = runEngine('sqlite');
  console.error(`sqlite: ${JSON.stringify(sqlite)}`);
  const cluster = await startPostgresCluster();
  let postgres: Record<string, number>;
  try {
    const admin = new Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE bench_reports');
    await admin.end();
    postgres = runEngine('postgres', cluster.url('bench_reports'));
  } finally {
    cluster.stop();
  }
  console.log(`\nReport data over ${args.leads} leads, median of ${args.runs} runs (ms)\n`);
  console.log(`${'Report'.padEnd(32)}${'SQLite'.padStart(10)}${'PostgreSQL'.padStart(12)}`);
  for (const name of Object.keys(sqlite)) {
    console.log(`${name.padEnd(32)}${String(sqlite[name]).padStart(10)}${String(postgres[name]).padStart(12)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
