import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { e2eEnv } from '../playwright.config';
import { seedShortlist } from './support/shortlist';
import { expect, test } from './support/test';

// Two instances of the e2e build on a database of their own (a publish here must not change what the other specs
// see), as a site with several instances runs: a revision published into the database shows on both, without a
// rebuild or a restart.
const database = path.resolve('var', 'e2e-catalogue.db');
const env = { ...process.env, ...e2eEnv, DATABASE_URL: `file:${database}` } as NodeJS.ProcessEnv;
// E2E_CATALOGUE_PORTS=3935,3936: another pair, for a run beside one in another checkout.
const instances = (process.env.E2E_CATALOGUE_PORTS ?? '3925,3926').split(',').map((port) => `http://localhost:${port.trim()}`);
const servers: ChildProcess[] = [];
// One pair of instances and one database for the file's tests, which publish one after the other.
test.describe.configure({ mode: 'serial' });

const projectPath = '/project-details/godrej/godrej-aristocrat';
const launchPath = '/project-details/godrej/godrej-e2e-launch';
const builtPrice = '₹ 5.7 Cr - 8.49 Cr';
const newPrice = '₹ 6.2 Cr - 9.1 Cr';

function publish(request: object): number {
  const run = spawnSync('npx', ['tsx', '--conditions=react-server', 'e2e/support/publish-catalogue.ts'], {
    input: JSON.stringify(request),
    env,
    encoding: 'utf8',
  });
  const id = /^(\d+)$/m.exec(run.stdout)?.[1];
  if (run.status !== 0 || !id)
    throw new Error(`publish-catalogue failed (${run.status ?? run.signal} ${run.error?.message ?? ''}): ${run.stdout}\n${run.stderr}`);
  return Number(id);
}

/** Where `url` sends a client, unfollowed: the status and Location. */
const redirectOf = async (url: string) => {
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
};

/** How long until every instance answers `path` with a 308 to `location`, polled every 100 ms. */
async function msUntilRedirectEverywhere(path: string, location: string): Promise<number> {
  const started = Date.now();
  await Promise.all(
    instances.map((base) =>
      expect
        .poll(async () => (await redirectOf(base + path).catch(() => null)) ?? {}, { timeout: 15_000, intervals: [100] })
        .toEqual({ status: 308, location }),
    ),
  );
  return Date.now() - started;
}

const text = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, body: await response.text(), policy: response.headers.get('content-security-policy') ?? '' };
};

/** How long until every instance answers `path` with `wanted` in its body, polled every 100 ms. */
async function msUntilEverywhere(path: string, wanted: string): Promise<number> {
  const started = Date.now();
  await Promise.all(
    instances.map((base) =>
      expect
        .poll(async () => (await text(base + path).catch(() => null))?.body.includes(wanted) ?? false, {
          timeout: 15_000,
          intervals: [100],
        })
        .toBe(true),
    ),
  );
  return Date.now() - started;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  for (const suffix of ['', '-wal', '-shm']) rmSync(database + suffix, { force: true });
  // The catalogue editor's store and uploads, named after the database (cms/media-location.ts).
  for (const suffix of ['-cms.db', '-cms.db-wal', '-cms.db-shm', '-media'])
    rmSync(database.replace(/\.db$/, suffix), { force: true, recursive: true });
  const migrated = spawnSync('npm', ['run', 'db:migrate'], { env, encoding: 'utf8' });
  if (migrated.status !== 0) throw new Error(migrated.stderr);
  for (const base of instances) {
    servers.push(
      spawn('node', ['dist-server/start-server.mjs', '--port', new URL(base).port], { env, stdio: ['ignore', 'ignore', 'inherit'] }),
    );
  }
  for (const base of instances)
    await expect.poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, { timeout: 90_000 }).toBe(200);
});

test.afterAll(() => {
  for (const server of servers) if (server.exitCode === null) server.kill('SIGTERM');
});

test('a price change and a new project published into the database show on both instances within 5 s, and a restore brings the build back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const base of instances) expect((await text(base + projectPath)).body).toContain(builtPrice);
  expect((await text(instances[0] + launchPath)).status).toBe(404);

  const aristocrat = (await (await fetch(`${instances[0]}/data/residentialProjects.json`)).json()) as Record<
    string,
    Record<string, unknown>[]
  >;
  const launch = {
    ...aristocrat.godrej!.find((project) => project.id === 'godrej-aristocrat'),
    id: 'godrej-e2e-launch',
    name: 'Godrej E2E Launch',
    // A price of its own: the aristocrat's page lists it among similar projects.
    price: '₹ 4.1 Cr - 5.2 Cr',
    budget: [41000000, 52000000],
    reraNumber: 'RC/REP/HARERA/GGM/901/633/2026/77',
  };
  const published = publish({
    change: { developer: 'godrej', id: 'godrej-aristocrat', fields: { price: newPrice, budget: [62000000, 91000000] } },
    add: { developer: 'godrej', project: launch },
  });
  expect(published).toBeGreaterThan(1);
  const visibleAfter = await msUntilEverywhere(projectPath, newPrice);
  console.log(`Published revision ${published}: the new price on both instances after ${visibleAfter} ms`);
  expect(visibleAfter).toBeLessThan(5000);

  for (const base of instances) {
    const launched = await text(base + launchPath);
    expect([launched.status, launched.body.includes('<h1>Godrej E2E Launch</h1>')]).toEqual([200, true]);
    const scripts = /script-src ([^;]+)/.exec(launched.policy)?.[1] ?? '';
    expect(scripts).toMatch(/^'self' 'sha256-/);
    expect(scripts).not.toMatch(/unsafe/);
    expect((await text(`${base}/project-details/godrej`)).body).toContain('Godrej E2E Launch');
    expect((await text(`${base}/sitemap.xml`)).body).toContain(`${launchPath}<`);
    expect((await text(`${base}/api/search-index`)).body).toContain('Godrej E2E Launch');
    expect((await text(`${base}/data/residentialProjects.json`)).body).toContain(newPrice);
  }

  // The page rendered after the publish runs in the browser under its policy: no script refused.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(instances[1] + projectPath);
  await expect(page.getByText(newPrice).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);

  publish({ restore: 1 });
  expect(await msUntilEverywhere(projectPath, builtPrice)).toBeLessThan(5000);
  // The launch's page is gone with the restore: its address, which a search engine may have seen, goes to its developer.
  for (const base of instances) expect(await redirectOf(base + launchPath)).toEqual({ status: 308, location: '/project-details/godrej' });
});

test('a project renamed or removed keeps its old address answering 308, on both instances, and a restore undoes it', async ({ page }) => {
  test.setTimeout(120_000);
  const southEstate = '/project-details/godrej/godrej-south-estate';
  const phaseOne = '/project-details/godrej/godrej-south-estate-phase-1';
  const zenith = '/project-details/godrej/godrej-zenith';
  for (const base of instances) expect((await text(base + zenith)).status).toBe(200);

  publish({
    rename: {
      developer: 'godrej',
      from: 'godrej-south-estate',
      to: 'godrej-south-estate-phase-1',
      name: 'Godrej South Estate Phase 1',
      tell: true,
    },
    remove: { developer: 'godrej', id: 'godrej-zenith' },
  });
  expect(await msUntilRedirectEverywhere(southEstate, phaseOne)).toBeLessThan(5000);
  for (const base of instances) {
    expect(await redirectOf(`${base}${southEstate}?utm_source=newsletter`)).toEqual({
      status: 308,
      location: `${phaseOne}?utm_source=newsletter`,
    });
    expect(await redirectOf(`${base}/specifications/godrej/godrej-south-estate`)).toEqual({
      status: 308,
      location: '/specifications/godrej/godrej-south-estate-phase-1',
    });
    expect(await redirectOf(base + zenith)).toEqual({ status: 308, location: '/project-details/godrej' });
    const renamed = await text(base + phaseOne);
    expect([renamed.status, renamed.body.includes('<h1>Godrej South Estate Phase 1</h1>')]).toEqual([200, true]);
    expect((await text(`${base}/sitemap.xml`)).body).not.toContain(`${zenith}<`);
  }

  // A visitor following an old link lands on the page, not on a 404.
  await page.goto(instances[0] + southEstate);
  await expect(page).toHaveURL(instances[0] + phaseOne);
  await expect(page.getByRole('heading', { level: 1, name: 'Godrej South Estate Phase 1' })).toBeVisible();
  await page.goto(instances[1] + zenith);
  await expect(page).toHaveURL(`${instances[1]}/project-details/godrej`);

  // Restored: both old addresses are pages again, and the renamed one's address leads back.
  publish({ restore: 1 });
  expect(await msUntilRedirectEverywhere(phaseOne, southEstate)).toBeLessThan(5000);
  for (const base of instances) {
    expect((await text(base + southEstate)).status).toBe(200);
    expect((await text(base + zenith)).status).toBe(200);
  }
});

test.describe('with the offline worker on', () => {
  test.use({ serviceWorkers: 'allow' });

  test("a visitor's shortlist, whose cards the worker keeps, shows a published price at the next page load, and offline after", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const shortlist = `${instances[0]}/shortlist`;
    await page.goto(shortlist);
    await seedShortlist(page, ['godrej-aristocrat']);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true);
    // Loaded under the worker: the cards are answered from its data cache from now on.
    await page.goto(shortlist);
    await expect(page.getByText(builtPrice)).toBeVisible();
    expect(await page.evaluate(async () => Boolean(await caches.match('/api/project-cards')))).toBe(true);

    publish({ change: { developer: 'godrej', id: 'godrej-aristocrat', fields: { price: newPrice, budget: [62000000, 91000000] } } });
    await expect
      .poll(async () => (await text(`${instances[0]}/api/project-cards`)).body.includes(newPrice), { timeout: 15_000, intervals: [100] })
      .toBe(true);

    await page.goto(shortlist);
    await expect(page.getByText(newPrice)).toBeVisible();
    await expect(page.getByText(builtPrice)).toHaveCount(0);

    // The new revision's cards are what the worker keeps for offline.
    await context.setOffline(true);
    await page.goto(shortlist);
    await expect(page.getByTestId('offline-bar')).toBeVisible();
    await expect(page.getByText(newPrice)).toBeVisible();
    await context.setOffline(false);
    publish({ restore: 1 });
  });
});
