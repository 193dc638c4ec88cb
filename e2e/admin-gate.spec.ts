import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eEnv } from '../playwright.config';

// The staff credentials playwright.config.ts gives the e2e server.
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const staff = { authorization: basic('e2e-admin', 'e2e-password') };
const staffPaths = ['/admin', '/admin/enquiries', '/admin/enquiries/csv', '/admin/applications', '/admin/applications/csv'];

function expectStaffHeaders(headers: Record<string, string>) {
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['cache-control']).toContain('no-store');
}

test.describe('the staff gate in proxy.ts', () => {
  for (const path of staffPaths) {
    test(`${path}: 401 with a Basic challenge without or with wrong credentials, 200 with the right ones`, async ({
      request,
    }) => {
      const anonymous = await request.get(path, { maxRedirects: 0 });
      expect(anonymous.status()).toBe(401);
      expect(anonymous.headers()['www-authenticate']).toBe('Basic realm="Nestora staff", charset="UTF-8"');
      expectStaffHeaders(anonymous.headers());
      const wrong = await request.get(path, { headers: { authorization: basic('e2e-admin', 'guess') }, maxRedirects: 0 });
      expect(wrong.status()).toBe(401);
      const right = await request.get(path, { headers: staff });
      expect(right.status()).toBe(200);
      expectStaffHeaders(right.headers());
    });
  }

  test('after 10 wrong passwords a client gets 429 for that user name, while staff still get in', async ({ request }) => {
    // A user name of its own, so the lock-out cannot touch the other tests' sign-ins.
    const intruder = `intruder-${Date.now().toString(36)}`;
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const guess = await request.get('/admin/enquiries', { headers: { authorization: basic(intruder, `guess ${attempt}`) } });
      expect(guess.status()).toBe(401);
    }
    const blocked = await request.get('/admin/enquiries', { headers: { authorization: basic(intruder, 'guess 11') } });
    expect(blocked.status()).toBe(429);
    expect(Number(blocked.headers()['retry-after'])).toBeGreaterThan(800);
    expectStaffHeaders(blocked.headers());
    expect((await request.get('/admin/enquiries', { headers: staff })).status()).toBe(200);
  });

  test('a server action without credentials is refused and changes nothing', async ({ request }) => {
    const name = `Action gate ${Date.now().toString(36)}`;
    expect((await request.post('/api/enquiry', { data: { name, phone: '9876543210', source: 'api' } })).status()).toBe(201);
    const page = await (await request.get('/admin/enquiries?source=api', { headers: staff })).text();
    const row = page.slice(page.indexOf(name));
    const actionField = /name="(\$ACTION_ID_[0-9a-f]+)"/.exec(row)?.[1];
    const id = /name="id" value="([^"]+)"/.exec(row)?.[1];
    expect(actionField).toBeDefined();
    expect(id).toBeDefined();
    const form = { [actionField!]: '', id: id!, status: 'closed' };

    const anonymous = await request.post('/admin/enquiries', { multipart: form, maxRedirects: 0 });
    expect(anonymous.status()).toBe(401);
    const csv = async () => (await request.get('/admin/enquiries/csv?source=api&status=closed', { headers: staff })).text();
    expect(await csv()).not.toContain(name);

    const signedIn = await request.post('/admin/enquiries', { multipart: form, headers: staff });
    expect(signedIn.status()).toBeLessThan(400);
    expect(await csv()).toContain(name);
  });
});

test.describe('without staff credentials configured', () => {
  const port = Number(process.env.E2E_PORT ?? 3917) + 1000;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    const env = { ...process.env, ...e2eEnv, SITE_URL: `http://localhost:${port}` } as NodeJS.ProcessEnv;
    delete env.ADMIN_USER;
    delete env.ADMIN_PASSWORD;
    server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '--port', String(port)], {
      env,
      stdio: 'ignore',
    });
    for (let tries = 0; tries < 120; tries += 1) {
      const up = await fetch(`http://localhost:${port}/api/health`).then((response) => response.ok, () => false);
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the second server did not start');
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  test('the staff area answers 404, with or without credentials', async ({ playwright }) => {
    const request: APIRequestContext = await playwright.request.newContext({ baseURL: `http://localhost:${port}` });
    for (const path of staffPaths) {
      for (const headers of [{}, staff]) {
        const response = await request.get(path, { headers, maxRedirects: 0 });
        expect(response.status()).toBe(404);
        expect(response.headers()['www-authenticate']).toBeUndefined();
        expectStaffHeaders(response.headers());
      }
    }
    await request.dispose();
  });
});

test('an address with malformed percent-encoding is a 400, never a 500', async ({ request }) => {
  for (const path of ['/project-details/%ff/x', '/city/%', '/floor-plans/%e0%a4', '/admin/%ff']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
  }
  expect((await request.get('/city/gurgaon')).status()).toBe(200);
});
