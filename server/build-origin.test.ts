import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let distDir: string;
beforeEach(() => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'nestora-origin-'));
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

const run = (args: string[], env: Record<string, string>) =>
  spawnSync('node', args, {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });

describe('the build records its SITE_URL and npm start refuses another', () => {
  it('records the value the build used', () => {
    expect(run(['server/build-origin.mjs', 'record'], { SITE_URL: 'https://www.nestora.example' }).status).toBe(0);
    expect(JSON.parse(readFileSync(path.join(distDir, 'nestora-site-url.json'), 'utf8'))).toEqual({
      siteUrl: 'https://www.nestora.example/',
    });
  });

  it('warns before a build without SITE_URL, naming the address its pages will carry', () => {
    const unset = run(['server/build-origin.mjs', 'warn'], {});
    expect(unset.status).toBe(0);
    expect(unset.stderr).toMatch(/SITE_URL is not set, so this build's pages will name http:\/\/localhost:3000/);
    expect(run(['server/build-origin.mjs', 'warn'], { SITE_URL: 'https://x.example' }).stderr).toBe('');
  });

  it('stops the server at start, naming SITE_URL and both values, when they differ', () => {
    run(['server/build-origin.mjs', 'record'], {});
    const start = run(['server/start-server.mjs', '--port', '39871'], { SITE_URL: 'http://127.0.0.1:3200' });
    expect(start.status).toBe(1);
    expect(start.stderr).toContain('SITE_URL is http://127.0.0.1:3200/ at start');
    expect(start.stderr).toContain('was made with SITE_URL=http://localhost:3000/');
  });

  it('accepts the same origin however it is written, and builds made before the record', () => {
    const check = (env: Record<string, string>) =>
      run(
        [
          '--input-type=module',
          '-e',
          "import { originMismatch } from './server/build-origin.mjs'; console.log(JSON.stringify(originMismatch()));",
        ],
        env,
      ).stdout.trim();
    expect(check({})).toBe('null');
    run(['server/build-origin.mjs', 'record'], { SITE_URL: 'https://www.nestora.example' });
    expect(check({ SITE_URL: 'https://www.nestora.example/' })).toBe('null');
    expect(check({ SITE_URL: 'https://nestora.example' })).toMatch(/SITE_URL is https:\/\/nestora.example\/ at start/);
  });
});
