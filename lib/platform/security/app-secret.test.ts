import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const folder = mkdtempSync(path.join(os.tmpdir(), 'app-secret-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function freshModule(environment: Record<string, string | undefined>) {
  jest.resetModules();
  for (const name of ['APP_SECRET', 'DATABASE_URL']) delete process.env[name];
  Object.assign(process.env, environment);
  return import('./app-secret');
}

describe('purposeKey', () => {
  const saved = { APP_SECRET: process.env.APP_SECRET, DATABASE_URL: process.env.DATABASE_URL };
  afterAll(() => {
    jest.resetModules();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('derives a different key per purpose from APP_SECRET, the same one each time', async () => {
    const { purposeKey } = await freshModule({ APP_SECRET: 'x'.repeat(40), DATABASE_URL: `file:${folder}/a.db` });
    expect(purposeKey('privacy-link')).toHaveLength(32);
    expect(purposeKey('privacy-link').equals(purposeKey('privacy-link'))).toBe(true);
    expect(purposeKey('privacy-link').equals(purposeKey('totp-seal'))).toBe(false);
  });

  it('on SQLite without APP_SECRET keeps a generated key beside the database, readable only by its owner', async () => {
    const first = (await freshModule({ DATABASE_URL: `file:${folder}/b/site.db` })).purposeKey('privacy-link');
    const again = (await freshModule({ DATABASE_URL: `file:${folder}/b/site.db` })).purposeKey('privacy-link');
    expect(first.equals(again)).toBe(true);
    const file = path.join(folder, 'b', 'app-secret');
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const other = (await freshModule({ DATABASE_URL: `file:${folder}/c/site.db` })).purposeKey('privacy-link');
    expect(other.equals(first)).toBe(false);
  });

  it('stops on PostgreSQL without APP_SECRET, naming the setting', async () => {
    const { purposeKey } = await freshModule({ DATABASE_URL: 'postgres://nestora:pw@127.0.0.1:5432/nestora' });
    expect(() => purposeKey('privacy-link')).toThrow(/APP_SECRET must be set when DATABASE_URL is PostgreSQL/);
  });
});
