/**
 * A production server of its own for the operational scripts (benchmarks, Lighthouse, crash, fuzz): builds into
 * NEXT_DIST_DIR (default .next-bench) when missing or stale, migrates a fresh temporary database and
 * starts `npm start`'s server (server/start-server.ts) on the given port.
 */
import { databaseFilePath } from '@/lib/platform/db/migrate/database-path';
import { migrateSqlite } from '@/lib/platform/db/migrate/migrate-database';
import Database from 'better-sqlite3';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SITE_URL, builtSiteUrl } from '../../server/build-origin';

export function countRows(file: string, table: 'Enquiry' | 'JobApplication' = 'Enquiry'): number {
  const db = new Database(file, { readonly: true, timeout: 5000 });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

export async function waitForHealth(base: string, server?: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy within ${timeoutMs / 1000} s`);
}

// server/ and browser/ too: the build bundles the server (dist-server/) and records the loader's hash.
const sourceDirs = ['app', 'browser', 'cms', 'components', 'lib', 'data', 'public', 'server'];
// Files at the root that change the build as much as any source: config, the proxy, the installed packages.
const sourceFiles = ['next.config.ts', 'proxy.ts', 'instrumentation.ts', 'package-lock.json'];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'generated') newest = Math.max(newest, newestMtime(full));
    } else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Builds into NEXT_DIST_DIR when the build is missing, older than the sources or made for another
 * SITE_URL (the server would refuse it), so nothing measures stale code.
 */
export function ensureBuild(siteUrl: string): Record<string, string | undefined> {
  const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench';
  const env = { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', SITE_URL: siteUrl };
  const buildId = path.join(distDir, 'BUILD_ID');
  const builtAt = existsSync(buildId) && builtSiteUrl(distDir) === new URL(siteUrl).href ? statSync(buildId).mtimeMs : 0;
  const newestSource = Math.max(
    ...sourceDirs.map(newestMtime),
    ...sourceFiles.filter((file) => existsSync(file)).map((file) => statSync(file).mtimeMs),
  );
  if (builtAt <= newestSource) {
    console.log(`Building into ${distDir} (the build is missing or older than the sources)…`);
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
    if (build.status !== 0) throw new Error('next build failed');
  }
  return env;
}

export type OwnServer = {
  base: string;
  databaseUrl: string;
  databaseFile: string;
  /** Starts (or restarts) the server process on the same database. */
  start: () => Promise<ChildProcess>;
  /** Ends the server: SIGTERM by default, SIGKILL to simulate a crash. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  /** Kills the server and removes the temporary database. */
  stop: () => void;
  /** The running server process's id, if any. */
  pid: () => number | undefined;
};

/** `nodeArgs` go to node before the server's file (e.g. `--cpu-prof`). */
export async function startOwnServer(port: string, extraEnv: Record<string, string> = {}, nodeArgs: string[] = []): Promise<OwnServer> {
  const env = ensureBuild(extraEnv.SITE_URL ?? process.env.SITE_URL ?? DEFAULT_SITE_URL);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nestora-script-'));
  const databaseUrl = `file:${path.join(dir, 'script.db')}`;
  migrateSqlite(databaseFilePath(databaseUrl));
  const base = `http://localhost:${port}`;
  let server: ChildProcess | undefined;

  const start = async () => {
    server = spawn('node', [...nodeArgs, 'dist-server/start-server.mjs', '--port', port], {
      env: {
        ...env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        ENQUIRY_RATE_LIMIT_PER_MINUTE: '1000000000',
        ...extraEnv,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHealth(base, server);
    return server;
  };

  const kill = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const current = server;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill(signal);
    await exited;
  };

  await start();
  return {
    base,
    databaseUrl,
    databaseFile: databaseFilePath(databaseUrl),
    start,
    kill,
    pid: () => server?.pid,
    stop: () => {
      if (server && server.exitCode === null) server.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
