import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import { e2eEnv } from '../playwright.config';
import { expect, test } from './support/test';

// A second server on the e2e build, of its own so that stopping it stops nothing else.
const port = 3919;
const databaseUrl = 'file:./var/e2e-drain.db';
const env = { ...process.env, ...e2eEnv, DATABASE_URL: databaseUrl } as NodeJS.ProcessEnv;

/** The server, and what it has printed so far: read as it comes, so that a full pipe never holds the server up. */
function startServer(): { server: ChildProcess; output: () => string } {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`./var/e2e-drain.db${suffix}`, { force: true });
  expect(spawnSync('npx', ['tsx', 'scripts/ops/migrate.ts'], { env }).status).toBe(0);
  const server = spawn('node', ['dist-server/start-server.mjs', '--port', String(port)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  const keep = (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-4000));
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  return { server, output: () => printed };
}

// A cold start on a CI machine busy with two browsers and the e2e server once took over 30 s (the limit then); the
// server's own output goes with a failure, to tell a slow start from a failed one.
async function waitUntilHealthy(server: ChildProcess, output: () => string): Promise<void> {
  try {
    await expect
      .poll(
        async () => {
          if (server.exitCode !== null) return `exited with ${server.exitCode}`;
          return (await fetch(`http://localhost:${port}/api/health`).catch(() => null))?.status ?? 0;
        },
        { timeout: 60_000 },
      )
      .toBe(200);
  } catch (error) {
    throw new Error(`The drain test's server did not answer /api/health. It printed:\n${output()}`, { cause: error });
  }
}

test('SIGTERM finishes a request in flight, refuses new connections and exits cleanly', async () => {
  test.setTimeout(90_000);
  const { server, output } = startServer();
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  try {
    await waitUntilHealthy(server, output);
    const body = JSON.stringify({ name: 'Draining Buyer', phone: '9810012345' });
    // A visitor whose enquiry is still arriving when the server is told to stop.
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: '/api/enquiry',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('error', reject);
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
    });
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));

    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.exitCode).toBeNull(); // still finishing the enquiry in flight
    await expect(fetch(`http://localhost:${port}/api/health`)).rejects.toThrow(); // but taking no one new
    request.end(body.slice(10));

    const { status, text } = await answer;
    expect(status).toBe(201);
    expect(JSON.parse(text)).toMatchObject({ id: expect.any(String) });
    expect(await exited).toBe(0);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
  }
});
