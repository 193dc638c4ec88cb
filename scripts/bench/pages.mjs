// Throughput of `npm start` (server/start-server.ts) beside plain `next start` of the SAME build (same dist dir, each
// on a fresh migrated database), page by page: requests/s, p50/p99 latency and the ratio npm start / next start
// (autocannon). Every request asks for compression as browsers do (`Accept-Encoding: gzip, br` unless told
// otherwise), since what each server does per request depends on it: `npm start` sends kept pages in brotli and
// streamed pages in gzip, `next start` gzips everything itself (its `compression` middleware knows no brotli). The
// `encoding` column says what each sent. A measurement, not a test: run it on a quiet machine and compare numbers
// from the same run.
//
// The two servers take turns, in `--rounds` rounds of seconds/rounds each (the order swapped each round), so that a
// machine busier in one part of the run than another tilts neither side; the figures are over all rounds.
//
// Prerendered and cached pages run at 32 connections; the uncached rows (each request a listing or search never
// asked before: the render cost, which #43 measured at "8 at once") at 8.
//
// The `uncached` mode is the probe of #53: 8 requests at a time to the listing with a filter combination never asked
// before of that server (both get the same sequence), `Accept-Encoding: gzip, br`, the load aimed at one server and
// then the other in --turn (2) s turns, ABBA, for --seconds (60) a round, in --rounds (4) rounds; each round's ratio
// is printed (with each server's CPU per request and, of it, its main thread's: the thread that renders, which sets
// the throughput while the load keeps it busy), and their median and spread. Turns, not one server for a whole round:
// the machine's own speed drifts by up to 25 % within minutes here, and with 15 s per server and round (the probe as
// #53 first ran it) two identical plain `next start` processes read 0.975 against each other, spread 0.917-1.025 over
// 6 rounds, and npm start's own rounds 0.842-1.065 within one run; in 2 s turns the same two `next start` read 0.990
// and 0.997.
//
// The two servers are started at the same time. Started one after the other, the one started first (idle while the
// other started) read 3-6 % slower for the whole run, whatever its role: two identical plain `next start` processes of
// one build read 0.939 against each other and, their roles swapped, 1.059 (#53, 2026-11-29, 2 cores). The rounds run
// in two halves, both servers stopped and started again (fresh databases, warmed again for --warm-up s) between them,
// so that no one pair of processes sets the result; each half's median is printed, and the median over all rounds.
// With --calibrate, the probe measures a second plain `next start` in place of `npm start`: what it reads between two
// identical servers, to hold a result against. (--base and --next-base servers cannot be restarted: then every round
// has them as they were started.)
//
//   npm run bench:pages                      build if stale, start both servers, measure, stop
//   npm run bench:pages -- --mode uncached   the probe above (--rounds, --seconds, --turn, --uncached-connections, --warm-up)
//   npm run bench:pages -- --mode uncached --cpu-prof /tmp/profiles   and each server's CPU profile of that load
//   npm run bench:pages -- --mode uncached --calibrate   the probe between two plain `next start` processes
//   npm run bench:pages -- --port 3941 --seconds 10 --only uncached
//   npm run bench:pages -- --base http://localhost:3000 --next-base http://localhost:3001 --accept-encoding identity
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseFilePath } from '../../lib/platform/db/migrate/database-path.ts';
import { migrateSqlite } from '../../lib/platform/db/migrate/migrate-database.ts';
import { ensureBuild, startOwnServer, waitForHealth } from '../../tests/support/own-server.ts';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    'next-base': { type: 'string' },
    port: { type: 'string', default: '3988' },
    'next-port': { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string', default: '32' },
    'uncached-connections': { type: 'string', default: '8' },
    'accept-encoding': { type: 'string', default: 'gzip, br' },
    rounds: { type: 'string' },
    only: { type: 'string' },
    mode: { type: 'string', default: 'pages' },
    'cpu-prof': { type: 'string' },
    'warm-up': { type: 'string', default: '20' },
    turn: { type: 'string', default: '2' },
    calibrate: { type: 'boolean', default: false },
  },
});

/** Plain `next start` of the build ensureBuild made, on its own fresh database; stop() ends it. */
/** With --cpu-prof <dir>: the node arguments that make a server write its CPU profile into <dir>/<name> when it exits. */
const profiling = (name) => (args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'], name)}`] : []);

async function startNextStart(port, siteUrl, profileName = 'next-start') {
  const env = ensureBuild(siteUrl);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nestora-next-start-'));
  const databaseUrl = `file:${path.join(dir, 'next-start.db')}`;
  migrateSqlite(databaseFilePath(databaseUrl));
  const child = spawn('node', [...profiling(profileName), 'node_modules/next/dist/bin/next', 'start', '--port', port], {
    env: {
      ...env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      ENQUIRY_RATE_LIMIT_PER_MINUTE: '1000000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  await waitForHealth(base, child);
  return {
    base,
    pid: () => child.pid,
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
    stop: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const median = (sorted) => {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * CPU time (user + system, ms) a process has used so far, or with `mainThread` its main thread alone (the one that runs
 * JavaScript: what a page rendered per request waits for), from /proc (Linux); undefined elsewhere or without a pid.
 */
function cpuMs(pid, { mainThread = false } = {}) {
  if (!pid) return undefined;
  try {
    const stat = readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** A process's CPU so far (ms), all of it and its main thread's; NaN where /proc cannot tell (see cpuMs). */
const cpuNow = (pid) => ({ all: cpuMs(pid) ?? NaN, main: cpuMs(pid, { mainThread: true }) ?? NaN });

args.seconds ??= args.mode === 'uncached' ? '60' : '15';
if (!['pages', 'uncached'].includes(args.mode)) {
  console.error(`--mode is pages (every page, the default) or uncached (the probe of uncached listings), not ${args.mode}`);
  process.exit(1);
}
const rounds = Math.max(1, Number(args.rounds ?? (args.mode === 'uncached' ? 4 : 3)));

if (args.calibrate && args.mode !== 'uncached') {
  console.error('--calibrate is for --mode uncached');
  process.exit(1);
}
const siteUrl = `http://localhost:${args.port}`;
const nextPort = args['next-port'] ?? String(Number(args.port) + 20);
/** The server the probe holds against plain `next start`: `npm start`, or with --calibrate a second `next start`. */
const ours = args.calibrate ? 'next start (A)' : 'npm start';
const startOurs = () =>
  args.calibrate
    ? startNextStart(args.port, siteUrl, 'next-start-a')
    : startOwnServer(args.port, { SITE_URL: siteUrl }, profiling('npm-start'));
/** A server given with --base or --next-base: measured as it is, never started or stopped here. */
const given = (base) => ({ base, pid: () => undefined, kill: async () => {}, stop: () => {} });
/**
 * Both servers (those not given) started at the same time, on the build made first if it is stale: see the top of
 * this file. When one cannot start, the other is stopped and the error thrown.
 */
async function startBoth(ourServer, nextServer) {
  if (!ourServer || !nextServer) ensureBuild(siteUrl);
  const started = await Promise.allSettled([ourServer ?? startOurs(), nextServer ?? startNextStart(nextPort, siteUrl)]);
  const failure = started.find((each) => each.status === 'rejected');
  if (!failure) return started.map((each) => each.value);
  for (const each of started) if (each.status === 'fulfilled') each.value.stop();
  throw failure.reason;
}
let [npmStart, nextStart] = await startBoth(args.base && given(args.base), args['next-base'] && given(args['next-base']));
try {
  const sitemap = await (await fetch(new URL('/sitemap.xml', npmStart.base))).text();
  const projectPage = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .find((p) => /^\/project-details\/[^/]+\/[^/]+$/.test(p));
  // Every request a query never seen: for the listing its budget counts through 250,000 ranges (a parameter the
  // listing ignores would not do, the page cache keys on the listing's own query, server/page-cache.ts); for the
  // search a new word each time.
  let counter = 0;
  /** The `count`th budget range: each a listing query of its own. */
  const budgetRange = (count) => {
    if (count >= 250_000) throw new Error('bench:pages ran out of new budget ranges (250,000)');
    return `&budgetMin=${(count % 500) / 10}&budgetMax=${50 + Math.floor(count / 500) / 10}`;
  };
  const uniqueBudget = () => {
    counter += 1;
    return budgetRange(counter);
  };
  const uniqueSearch = () => {
    counter += 1;
    return `+${counter}`;
  };
  const pages = [
    ['home', '/'],
    ['project page', projectPage],
    ['filtered listing', '/project-details?type=residential&status=Under+Construction&budgetMin=1&budgetMax=10'],
    ['map view', '/project-details?view=map&bbox=77.05,28.39,77.1,28.415'],
    ['landing page', '/city/gurgaon/3-bhk'],
    ['filtered listing, uncached', '/project-details?type=residential&status=Under+Construction', uniqueBudget],
    ['search results, uncached', '/search/results?q=godrej+sector', uniqueSearch],
  ].filter(([label]) => !args.only || label.includes(args.only));
  const headers = { 'accept-encoding': args['accept-encoding'] };

  async function measure(base, path, unique, seconds) {
    const url = new URL(path, base).toString();
    const sample = await fetch(url, { headers });
    await sample.arrayBuffer();
    const result = await autocannon({
      url,
      headers,
      connections: Number(unique ? args['uncached-connections'] : args.connections),
      duration: seconds,
      ...(unique && { requests: [{ setupRequest: (request) => ({ ...request, path: `${path}${unique()}` }) }] }),
    });
    return { result, encoding: sample.headers.get('content-encoding') ?? 'identity' };
  }

  /** How many probe queries each server process has been sent: the next one is new to it. */
  const queriesSent = new Map();
  /**
   * The probe's load: `--uncached-connections` requests at a time, each the listing with a filter combination new to
   * the server it goes to (both servers get the same sequence of combinations), aimed at one server for `turn`
   * seconds and then at the other, in ABBA order, for `seconds` in all. Each server's figures are over its own turns:
   * the requests answered while it was aimed at, the time it was, and the CPU its process used then (/proc). A
   * request still on its way when the aim changes counts for neither.
   */
  async function alternatingLoad(servers, path, seconds, turn) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const sides = servers.map((server) => ({ server, answered: 0, failed: 0, ms: 0, cpu: 0, mainCpu: 0 }));
    const nextQuery = ({ server }) => {
      const sent = (queriesSent.get(server) ?? 0) + 1;
      queriesSent.set(server, sent);
      return `${path}${budgetRange(sent)}`;
    };
    let aimed = sides[0];
    let running = true;
    const ask = (side) =>
      new Promise((resolve) => {
        const request = http.get(new URL(nextQuery(side), side.server.base), { agent, headers }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode === 200));
        });
        request.on('error', () => resolve(false));
      });
    const loop = async () => {
      while (running) {
        const side = aimed;
        const ok = await ask(side);
        if (side !== aimed) continue;
        if (ok) side.answered += 1;
        else side.failed += 1;
      }
    };
    const loops = Array.from({ length: Number(args['uncached-connections']) }, loop);
    const turns = Math.max(2, Math.round(seconds / turn));
    for (let index = 0; index < turns; index += 1) {
      // A B B A A B B A …: within every four turns each side's mean time is the same, so a steady drift of the
      // machine's speed tilts neither.
      aimed = sides[(index + Math.floor(index / 2)) % 2];
      const cpuBefore = cpuNow(aimed.server.pid());
      const started = performance.now();
      await new Promise((resolve) => setTimeout(resolve, turn * 1000));
      aimed.ms += performance.now() - started;
      const cpuAfter = cpuNow(aimed.server.pid());
      aimed.cpu += cpuAfter.all - cpuBefore.all;
      aimed.mainCpu += cpuAfter.main - cpuBefore.main;
    }
    running = false;
    await Promise.all(loops);
    agent.destroy();
    return sides.map(({ answered, failed, ms, cpu, mainCpu }) => ({
      rps: (answered * 1000) / ms,
      cpuPerRequest: cpu / answered,
      mainCpuPerRequest: mainCpu / answered,
      failed,
    }));
  }

  /** The probe of the `uncached` mode (see the top of this file): a row per round, then the median ratio and spread. */
  async function probeUncachedListings(path) {
    const seconds = Number(args.seconds);
    const turn = Number(args.turn);
    const restartable = !args.base && !args['next-base'];
    // The round from which both servers run as started again; none for servers given.
    const secondHalf = restartable ? Math.ceil(rounds / 2) : Infinity;
    const rows = [];
    for (let round = 0; round < rounds; round += 1) {
      if (round === secondHalf) await restartBoth();
      // Both servers warmed first, uncounted, after every start: a first render loads the page's code, and V8 keeps
      // optimising the render for tens of seconds more (CPU per request fell from ~22 to ~14 ms over four 10 s rounds
      // after a 3 s warm-up), which set the rounds' spread rather than the servers did.
      if (round === 0 || round === secondHalf) await alternatingLoad([npmStart, nextStart], path, Number(args['warm-up']), turn);
      // Each round starts with the other server than the last.
      const order = round % 2 === 0 ? [npmStart, nextStart] : [nextStart, npmStart];
      const [first, second] = await alternatingLoad(order, path, seconds, turn);
      const [mine, theirs] = order[0] === npmStart ? [first, second] : [second, first];
      rows.push({
        round: round + 1,
        servers: round >= secondHalf ? 'restarted' : 'first start',
        'first turn': order[0] === npmStart ? ours : 'next start',
        [`${ours} req/s`]: Number(mine.rps.toFixed(1)),
        'next start req/s': Number(theirs.rps.toFixed(1)),
        ratio: Number((mine.rps / theirs.rps).toFixed(3)),
        [`CPU ms/req ${args.calibrate ? 'A' : 'npm'}/next`]: `${mine.cpuPerRequest.toFixed(2)}/${theirs.cpuPerRequest.toFixed(2)}`,
        'of it main thread': `${mine.mainCpuPerRequest.toFixed(2)}/${theirs.mainCpuPerRequest.toFixed(2)}`,
        failed: `${mine.failed}/${theirs.failed}`,
      });
    }
    console.log(
      `\nUncached listings: ${ours} (${npmStart.base}) against next start (${nextStart.base}) of the same build, ` +
        `${args['uncached-connections']} at a time, ${seconds} s a round in ${turn} s turns (ABBA), a filter combination new to the ` +
        `server every request, Accept-Encoding: ${headers['accept-encoding']}; ratio = ${ours} / next start (successful requests/s)`,
    );
    console.table(rows);
    const summary = (label, some) => {
      if (some.length === 0) return;
      const ratios = some.map((row) => row.ratio).sort((a, b) => a - b);
      console.log(
        `${label}: median ratio ${median(ratios).toFixed(3)}, spread ${ratios[0].toFixed(3)}-${ratios.at(-1).toFixed(3)} over ${some.length} rounds`,
      );
    };
    if (restartable) {
      summary(
        'first start',
        rows.filter((row) => row.servers === 'first start'),
      );
      summary(
        'restarted',
        rows.filter((row) => row.servers === 'restarted'),
      );
    }
    summary('all rounds', rows);
    if (rows.some((row) => row.failed !== '0/0')) console.log('Some requests failed: see the failed column.');
  }

  /** Both servers stopped, then started again at the same time (each on a fresh database). */
  async function restartBoth() {
    await Promise.all([npmStart.kill(), nextStart.kill()]);
    npmStart.stop();
    nextStart.stop();
    [npmStart, nextStart] = await startBoth();
  }

  /** Both servers on one page, taking turns; each side's requests/s over all its rounds, its latency the worst round's. */
  async function compare(path, unique) {
    const seconds = Number(args.seconds) / rounds;
    const sides = [npmStart, nextStart].map((server) => ({
      server,
      requests: 0,
      seconds: 0,
      cpu: 0,
      p50: 0,
      p99: 0,
      errors: 0,
      statuses: {},
    }));
    for (let round = 0; round < rounds; round += 1) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        const cpuBefore = cpuMs(side.server.pid());
        const { result, encoding } = await measure(side.server.base, path, unique, seconds);
        side.cpu += (cpuMs(side.server.pid()) ?? NaN) - (cpuBefore ?? NaN);
        side.encoding = encoding;
        side.requests += result.requests.total;
        side.seconds += result.duration;
        side.p50 = Math.max(side.p50, result.latency.p50);
        side.p99 = Math.max(side.p99, result.latency.p99);
        side.errors += result.errors + result.timeouts;
        for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
          side.statuses[code] = (side.statuses[code] ?? 0) + stat.count;
      }
    }
    return sides.map((side) => ({
      ...side,
      rps: side.requests / side.seconds,
      cpuPerRequest: side.cpu / side.requests,
      statuses: Object.entries(side.statuses)
        .map(([code, count]) => `${code}×${count}`)
        .join(' '),
    }));
  }

  if (args.mode === 'uncached') await probeUncachedListings('/project-details?type=residential&status=Under+Construction');
  else await comparePages();

  async function comparePages() {
    const rows = [];
    for (const [label, path, unique] of pages) {
      const [ours, theirs] = await compare(path, unique);
      rows.push({
        page: `${label} ${path.length > 40 ? `${path.slice(0, 37)}...` : path}`,
        conns: Number(unique ? args['uncached-connections'] : args.connections),
        'npm start req/s': Math.round(ours.rps),
        'next start req/s': Math.round(theirs.rps),
        ratio: Number((ours.rps / theirs.rps).toFixed(2)),
        'CPU ms/req npm/next': `${ours.cpuPerRequest.toFixed(1)}/${theirs.cpuPerRequest.toFixed(1)}`,
        'npm p50/p99 ms': `${ours.p50}/${ours.p99}`,
        'next p50/p99 ms': `${theirs.p50}/${theirs.p99}`,
        encoding: `${ours.encoding} / ${theirs.encoding}`,
        errors: `${ours.errors} / ${theirs.errors}`,
        statuses: `${ours.statuses} / ${theirs.statuses}`,
      });
    }
    console.log(
      `\nnpm start (${npmStart.base}) beside next start (${nextStart.base}) of the same build, ${args.seconds} s per page and server in ${rounds} turns, ` +
        `Accept-Encoding: ${headers['accept-encoding']}; ratio = npm start / next start`,
    );
    console.table(rows);
  }
  if (args['cpu-prof']) {
    // A profile is written when its process exits of itself: both are ended as on a deploy, not killed.
    await Promise.all([npmStart.kill?.(), nextStart.kill?.()]);
    console.log(
      `CPU profiles of both servers in ${path.resolve(args['cpu-prof'])}/{npm-start,next-start}: node scripts/measure/cpu-profile-top.mjs <file>`,
    );
  }
} finally {
  npmStart.stop();
  nextStart.stop();
}
