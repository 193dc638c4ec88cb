import { bundleServerForTest } from '@/tests/support/server-bundle';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { originMismatch } from './build-origin';

// The build steps and the server as `npm run build` bundles them and `npm start` runs them.
let bundle: ReturnType<typeof bundleServerForTest>;
beforeAll(() => {
  bundle = bundleServerForTest();
});
afterAll(() => bundle.remove());

let distDir: string;
beforeEach(() => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'nestora-origin-'));
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

const run = (entry: 'site-origin' | 'start-server', args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, [bundle.entry(entry), ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });

describe('the build records its SITE_URL and npm start refuses another', () => {
  it('records the value the build used', () => {
    expect(run('site-origin', ['record'], { SITE_URL: 'https://www.nestora.example' }).status).toBe(0);
    expect(JSON.parse(readFileSync(path.join(distDir, 'nestora-site-url.json'), 'utf8'))).toEqual({
      siteUrl: 'https://www.nestora.example/',
    });
  });

  it('warns before a build without SITE_URL, naming the address its pages will carry', () => {
    const unset = run('site-origin', ['warn'], {});
    expect(unset.status).toBe(0);
    expect(unset.stderr).toMatch(/SITE_URL is not set, so this build's pages will name http:\/\/localhost:3000/);
    expect(run('site-origin', ['warn'], { SITE_URL: 'https://x.example' }).stderr).toBe('');
  });

  it('refuses a step it does not know', () => {
    const unknown = run('site-origin', ['publish'], {});
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('usage: node dist-server/site-origin.mjs warn|record');
  });

  it('stops the server at start, naming SITE_URL and both values, when they differ', () => {
    run('site-origin', ['record'], {});
    const start = run('start-server', ['--port', '39871'], { SITE_URL: 'http://127.0.0.1:3200' });
    expect(start.status).toBe(1);
    expect(start.stderr).toContain('SITE_URL is http://127.0.0.1:3200/ at start');
    expect(start.stderr).toContain('was made with SITE_URL=http://localhost:3000/');
  });

  it('accepts the same origin however it is written, and builds made before the record', () => {
    const check = (env: Record<string, string>) => originMismatch({ NEXT_DIST_DIR: distDir, ...env });
    expect(check({})).toBeNull();
    run('site-origin', ['record'], { SITE_URL: 'https://www.nestora.example' });
    expect(check({ SITE_URL: 'https://www.nestora.example/' })).toBeNull();
    expect(check({ SITE_URL: 'https://nestora.example' })).toMatch(/SITE_URL is https:\/\/nestora.example\/ at start/);
  });
});
