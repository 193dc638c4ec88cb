/**
 * `npm run bench:assign`: 5,000 leads stored through two instances on one PostgreSQL, each assigned in the
 * transaction that stores it. Starts a throwaway PostgreSQL cluster (as the tests do), makes a rule whose pool
 * weighs three advisors 2:1:1, and runs two instances: two Node.js processes, each with its own Prisma client and
 * pool, each storing half the leads through createEnquiry (the site's own path) at once. Then it checks and prints:
 * - every lead stored is assigned, and exactly once (one `assigned` event each);
 * - the distribution against the weights, which must be exactly the round robin's (2,500/1,250/1,250 for 5,000 leads);
 * - the round robin's scores where that many turns leave them, which a turn given twice or skipped would break;
 * - throughput of each instance.
 * It does not build the site: the instances run lib/ directly, so it takes a minute, not ten.
 *
 *   npm run bench:assign                 options: --leads 5000 --concurrency 4
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { nextTurn, type Turn } from '../../lib/office/assignment/round-robin';
import { migratePostgres } from '../../lib/platform/db/migrate/migrate-database';
import { startPostgresCluster } from '../../tests/support/postgres-cluster';

const { values: args } = parseArgs({
  options: {
    leads: { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '4' },
    instance: { type: 'string' },
  },
});

const APP_SECRET = 'bench-assign-app-secret-of-32-characters-or-more';
const weights = [2, 1, 1];

/** One instance: stores `count` leads through createEnquiry, `concurrency` at a time, and prints what it stored. */
async function runInstance(name: string, count: number, concurrency: number) {
  const { createEnquiry } = await import('../../lib/intake/forms/enquiry-store');
  const ids: string[] = [];
  let failures = 0;
  let retries = 0;
  let next = 0;
  const started = performance.now();
  const phone = (n: number) => `9${name === 'A' ? 1 : 2}${String(n).padStart(8, '0')}`;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const n = next++;
        // A transaction that failed (on a loaded machine, Prisma's 5 s limit) stored nothing and took no turn, so
        // the lead is sent again, as the site's forms resend an enquiry the server did not store.
        for (let attempt = 1; ; attempt++) {
          try {
            const result = await createEnquiry({ name: `Bench ${name}${n}`, phone: phone(n), source: 'api' });
            if (result.ok) ids.push(result.id);
            else failures++;
            break;
          } catch (error) {
            if (attempt < 3) {
              retries++;
              continue;
            }
            failures++;
            console.error(`instance ${name}:`, error instanceof Error ? error.message.split('\n').at(-1) : error);
            break;
          }
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`${JSON.stringify({ name, stored: ids.length, failures, retries, seconds })}\n`);
  process.exit(0);
}

function spawnInstance(
  name: string,
  count: number,
  concurrency: number,
  url: string,
): Promise<{ name: string; stored: number; failures: number; retries: number; seconds: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        path.join(__dirname, '..', '..', 'tests', 'support', 'server-only-off.mjs'),
        '--import',
        'tsx',
        __filename,
        '--instance',
        name,
        '--leads',
        String(count),
        '--concurrency',
        String(concurrency),
      ],
      {
        env: {
          ...process.env,
          DATABASE_URL: url,
          APP_SECRET,
          NEXT_TELEMETRY_DISABLED: '1',
          // Mail on, as in production: each assignment queues its advisor's notice e-mail in the storing transaction
          // (nothing sends it here: no outbox worker runs, so the address is never dialled).
          SMTP_URL: 'smtp://127.0.0.1:9',
          LEAD_EMAIL_FROM: 'leads@example.in',
          LEAD_EMAIL_TO: 'desk@example.in',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(line));
      } catch {
        reject(new Error(`instance ${name} exited ${code}: ${out}`));
      }
    });
  });
}

async function main() {
  const total = Number(args.leads);
  const concurrency = Number(args.concurrency);
  const cluster = await startPostgresCluster();
  try {
    const admin = new Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE bench_assign');
    await admin.end();
    const url = cluster.url('bench_assign');
    await migratePostgres(url);
    const pg = new Client({ connectionString: url });
    await pg.connect();
    const staff = ['Asha (weight 2)', 'Ravi (weight 1)', 'Neha (weight 1)'];
    for (const [index, name] of staff.entries()) {
      await pg.query(`INSERT INTO "StaffUser" ("id", "name", "email", "passwordHash") VALUES ($1, $2, $3, 'unused')`, [
        `s${index}`,
        name,
        `s${index}@example.in`,
      ]);
    }
    await pg.query(`INSERT INTO "AssignmentRule" ("id", "name", "updatedAt") VALUES ('rule', 'Everyone', now())`);
    for (const [index, weight] of weights.entries()) {
      await pg.query(
        `INSERT INTO "AssignmentPoolMember" ("id", "ruleId", "staffId", "weight", "position") VALUES ($1, 'rule', $2, $3, $4)`,
        [`m${index}`, `s${index}`, weight, index],
      );
    }

    const half = Math.floor(total / 2);
    console.log(`Storing ${total} leads through two instances (${concurrency} at a time each) on PostgreSQL ${cluster.port}…`);
    const results = await Promise.all([spawnInstance('A', half, concurrency, url), spawnInstance('B', total - half, concurrency, url)]);
    for (const result of results) {
      console.log(
        `instance ${result.name}: ${result.stored} stored, ${result.retries} sent again after a failed transaction, ${result.failures} failed, ${(result.stored / result.seconds).toFixed(1)} leads/s in ${result.seconds.toFixed(1)} s`,
      );
    }

    const rolledBack = results.reduce((sum, result) => sum + result.retries + result.failures, 0);
    const leadsPerSecond = results.reduce((sum, result) => sum + result.stored / result.seconds, 0);
    console.log(`both instances: ${leadsPerSecond.toFixed(1)} leads/s`);
    const stored = Number((await pg.query(`SELECT COUNT(*) AS n FROM "Enquiry"`)).rows[0].n);
    const notices = Number((await pg.query(`SELECT COUNT(*) AS n FROM "Delivery" WHERE "channel" = 'notice-email'`)).rows[0].n);
    const unassigned = Number((await pg.query(`SELECT COUNT(*) AS n FROM "Enquiry" WHERE "ownerId" IS NULL`)).rows[0].n);
    const events = (await pg.query(`SELECT "enquiryId", COUNT(*) AS n FROM "LeadEvent" WHERE "kind" = 'assigned' GROUP BY "enquiryId"`))
      .rows;
    const twice = events.filter((row) => Number(row.n) !== 1).length;
    const byOwner = new Map(
      (await pg.query(`SELECT "ownerId", COUNT(*) AS n FROM "Enquiry" GROUP BY "ownerId"`)).rows.map((row) => [row.ownerId, Number(row.n)]),
    );
    const scores = (await pg.query(`SELECT "current" FROM "AssignmentPoolMember" ORDER BY "position"`)).rows.map((row) =>
      Number(row.current),
    );
    await pg.end();

    const weightSum = weights.reduce((a, b) => a + b, 0);
    // What the round robin must have given for this many leads, whatever their number: the same turns, one by one.
    let pool: Turn[] = weights.map((weight, index) => ({ staffId: `s${index}`, weight, current: 0 }));
    const owed = new Map<string, number>();
    for (let turn = 0; turn < stored; turn++) {
      const next = nextTurn(pool)!;
      owed.set(next.staffId, (owed.get(next.staffId) ?? 0) + 1);
      pool = pool.map((member) => ({ ...member, current: next.scores.get(member.staffId)! }));
    }
    console.log('\nadvisor            leads   share   weight share   expected');
    staff.forEach((name, index) => {
      const leads = byOwner.get(`s${index}`) ?? 0;
      const expected = owed.get(`s${index}`) ?? 0;
      console.log(
        `${name.padEnd(18)} ${String(leads).padStart(5)}   ${((leads / stored) * 100).toFixed(1).padStart(5)}%   ${((weights[index]! / weightSum) * 100).toFixed(1).padStart(5)}%        ${expected}`,
      );
    });
    const exact = staff.every((_, index) => (byOwner.get(`s${index}`) ?? 0) === (owed.get(`s${index}`) ?? 0));
    const checks: [string, boolean][] = [
      [`every lead stored (${stored} of ${total})`, stored === total],
      [`no transaction rolled back (${rolledBack})`, rolledBack === 0],
      [`one advisor notice queued per lead (${notices})`, notices === stored],
      [`every lead assigned (${unassigned} unassigned)`, unassigned === 0],
      [`no lead assigned twice (${events.length} with an assignment, ${twice} not exactly once)`, events.length === stored && twice === 0],
      ['the distribution is exactly the round robin’s', exact],
      [
        `the round robin's scores are where ${stored} turns leave them (${scores.join(', ')})`,
        scores.every((score, index) => score === pool[index]!.current),
      ],
    ];
    console.log('');
    for (const [label, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
    if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    cluster.stop();
  }
}

if (args.instance) void runInstance(args.instance, Number(args.leads), Number(args.concurrency));
else
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
