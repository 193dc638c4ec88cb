// Starts `next start` on a production build for the measuring scripts (Lighthouse, page benchmark): builds first
// when the build is missing or older than the sources, uses its own SQLite file, and waits for /api/health.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const sourceDirs = ['app', 'components', 'lib', 'data', 'public'];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'generated') newest = Math.max(newest, newestMtime(full));
    } else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function buildIfStale() {
  const buildId = path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  if (builtAt > Math.max(...sourceDirs.map(newestMtime))) return;
  console.error('Building (the build is missing or older than the sources)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

async function waitForHealth(base, server) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exitCode !== null) throw new Error('next start exited early');
    try {
      if ((await fetch(new URL('/api/health', base))).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base} did not become healthy`);
}

/** Returns the server's origin and a stop function (which ends npm and next together). */
export async function startProductionServer(port, databaseName) {
  buildIfStale();
  const base = `http://localhost:${port}`;
  const server = spawn('npm', ['start', '--', '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: `file:./var/${databaseName}.db`,
      SITE_URL: base,
    },
    detached: true,
  });
  await waitForHealth(base, server);
  return { base, stop: () => process.kill(-server.pid, 'SIGTERM') };
}
