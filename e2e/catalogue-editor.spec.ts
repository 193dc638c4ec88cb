import Database from 'better-sqlite3';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { e2eEnv } from '../playwright.config';
import { signIn, staffAccounts } from './support/staff';
import { expect, test, type Browser, type Locator, type Page } from './support/test';

// The agency's marketing person edits the catalogue in the browser (Payload's editor under /admin/catalogue) and the
// public pages follow within seconds, without a rebuild. Two instances of the e2e build on a database of their own,
// so what is published here changes no other spec's pages.
const database = path.resolve('var', 'e2e-editor.db');
const env = { ...process.env, ...e2eEnv, DATABASE_URL: `file:${database}` } as NodeJS.ProcessEnv;
const instances = [3927, 3928].map((port) => `http://localhost:${port}`);
const servers: ChildProcess[] = [];

const projectPath = '/project-details/godrej/godrej-aristocrat';
const builtPrice = '₹ 5.7 Cr - 8.49 Cr';
const newPrice = '₹ 5.95 Cr - 8.8 Cr';

function run(command: string, args: string[], input?: string) {
  const result = spawnSync(command, args, { env, input, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stdout}\n${result.stderr}`);
}

const body = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
};

/** How long until every instance answers `path` with `wanted` in its body (or, with `absent`, without it). */
async function msUntilEverywhere(path: string, wanted: string, absent = false): Promise<number> {
  const started = Date.now();
  await Promise.all(
    instances.map((base) =>
      expect
        .poll(async () => ((await body(base + path).catch(() => null))?.text.includes(wanted) ?? false) !== absent, {
          timeout: 15_000,
          intervals: [100],
        })
        .toBe(true),
    ),
  );
  return Date.now() - started;
}

async function staffPage(browser: Browser, who: 'editor' | 'advisor'): Promise<Page> {
  const context = await browser.newContext({ baseURL: instances[0] });
  const page = await context.newPage();
  await signIn(page, who);
  if (who === 'editor') {
    // The editor is filled from the published catalogue after the start (cms/start.ts): wait for its projects.
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/admin/catalogue-api/projects?limit=1&depth=0')).json()) as { totalDocs?: number }).totalDocs,
        {
          timeout: 120_000,
        },
      )
      .toBeGreaterThanOrEqual(105);
  }
  return page;
}

async function projectDocId(page: Page, projectId: string): Promise<number> {
  const response = await page.request.get(`/admin/catalogue-api/projects?where[projectId][equals]=${projectId}&depth=0`);
  expect(response.status()).toBe(200);
  const { docs } = (await response.json()) as { docs: { id: number }[] };
  return docs[0]!.id;
}

async function upload(page: Page, name: string, mimeType: string, buffer: Buffer, alt: string) {
  return page.request.post('/admin/catalogue-api/media', {
    multipart: { file: { name, mimeType, buffer }, _payload: JSON.stringify({ alt }) },
  });
}

const fixtures = path.resolve('tests', 'fixtures', 'catalogue');

async function openTab(page: Page, label: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
}

/** Picks `option` in the relationship field `name` (Payload's searchable select, whose input its label does not name). */
async function chooseRelation(page: Page, name: string, label: string, option: string) {
  const field = page.locator(`#field-${name}`);
  await expect(field.locator('label')).toHaveText(new RegExp(`^${label}\\*?$`));
  await field.getByRole('combobox').fill(option.split(' ')[0]!);
  await page.getByRole('option', { name: option }).click();
  await expect(field.getByText(option, { exact: true })).toBeVisible();
}

/** Adds row `index` to the list `name` with its "Add …" button, and waits for its fields (a round trip of Payload's). */
async function addRow(page: Page, name: string, button: string, index: number): Promise<Locator> {
  const row = page.locator(`#${name}-row-${index}`);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(row.locator('.array-field__fields')).toBeVisible({ timeout: 20_000 });
  return row;
}

/** Uploads `file` through an upload field's "Create New" drawer, as the editor does: the file, its alt text, Save. */
async function uploadInDrawer(page: Page, field: Locator, file: string, alt: string) {
  await field.getByRole('button', { name: 'Create New' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'Creating new Photo or plan' });
  await drawer.locator('input[type="file"]').setInputFiles(path.join(fixtures, file));
  await expect(drawer.getByRole('textbox', { name: file })).toBeVisible();
  // In the drawer Payload's label does not name its input: the field found by its label's text.
  await drawer.locator('.field-type').filter({ hasText: 'Alt text' }).getByRole('textbox').fill(alt);
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(field.getByText(file.replace(/\.\w+$/, ''))).toBeVisible();
}

// One pair of instances for the file, and each test builds on what the one before published.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Two production servers starting (each migrates the editor's store) on a machine the other specs keep busy.
  test.setTimeout(600_000);
  for (const suffix of ['', '-wal', '-shm']) rmSync(database + suffix, { force: true });
  // The editor's own store and uploads, named after the database (cms/media-location.ts).
  for (const suffix of ['-cms.db', '-cms.db-wal', '-cms.db-shm', '-media'])
    rmSync(database.replace(/\.db$/, suffix), { force: true, recursive: true });
  run('npm', ['run', 'db:migrate']);
  for (const who of ['editor', 'advisor'] as const) {
    const { email, name, role, password } = staffAccounts[who];
    run(
      'npx',
      ['tsx', '--conditions=react-server', 'scripts/ops/staff-add.ts', '--email', email, '--name', name, '--role', role],
      `${password}\n`,
    );
  }
  // One instance first: it seeds the revision and fills the editor from it; the second then finds both done.
  for (const base of instances) {
    servers.push(
      spawn('node', ['dist-server/start-server.mjs', '--port', new URL(base).port], { env, stdio: ['ignore', 'ignore', 'inherit'] }),
    );
    await expect.poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, { timeout: 240_000 }).toBe(200);
  }
});

test.afterAll(() => {
  for (const server of servers) if (server.exitCode === null) server.kill('SIGTERM');
});

test('an editor changes a price in the editor and publishes: both instances show it within 5 s, and a bad value is refused by name', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await staffPage(browser, 'editor');
  const id = await projectDocId(page, 'godrej-aristocrat');
  await page.goto(`/admin/catalogue/collections/projects/${id}`);
  await page.getByRole('button', { name: 'Price and units', exact: true }).click();
  await page.getByLabel('Price range').fill(newPrice);
  await page.getByRole('button', { name: 'Publish changes' }).click();
  const published = Date.now();
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible();
  const visible = await msUntilEverywhere(projectPath, newPrice);
  console.log(
    `The new price on both instances ${visible} ms after the editor's publish returned (${Date.now() - published} ms after the click)`,
  );
  expect(visible).toBeLessThan(5000);
  for (const base of instances) {
    expect((await body(`${base}/project-details/godrej`)).text).toContain(newPrice);
    expect((await body(`${base}/data/residentialProjects.json`)).text).toContain(newPrice);
  }

  // A price nobody could read, and a RERA number of no authority's format: refused, the field named, nothing changes.
  await page.getByLabel('Price range').fill('abc');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByText('The following field is invalid: Price range')).toBeVisible();
  await page.getByLabel('Price range').fill(newPrice);
  await page.getByRole('button', { name: 'RERA', exact: true }).click();
  await page.getByLabel('RERA registration').fill('RERA-12345');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByText('The following field is invalid: RERA registration')).toBeVisible();
  for (const base of instances) expect((await body(base + projectPath)).text).not.toContain('RERA-12345');

  // Restoring the version before the change brings the old price back on the site.
  const versions = (await (
    await page.request.get(`/admin/catalogue-api/projects/versions?where[parent][equals]=${id}&sort=createdAt&depth=0&limit=100`)
  ).json()) as { docs: { id: number; version: { price: string; _status: string } }[] };
  const before = versions.docs.find((version) => version.version.price === builtPrice);
  expect(before, 'the seed is the first version').toBeTruthy();
  const restored = await page.request.post(`/admin/catalogue-api/projects/versions/${before!.id}`);
  expect(restored.status()).toBe(200);
  expect(await msUntilEverywhere(projectPath, builtPrice)).toBeLessThan(5000);

  // The access log has the publish and the restore, with who.
  const log = new Database(database, { readonly: true });
  const entries = log.prepare('SELECT action, actorId FROM AccessLogEntry WHERE action LIKE ? ORDER BY createdAt').all('catalogue-%') as {
    action: string;
    actorId: string;
  }[];
  log.close();
  expect(entries.map((entry) => entry.action)).toEqual(['catalogue-publish', 'catalogue-restore']);
  expect(new Set(entries.map((entry) => entry.actorId)).size).toBe(1);
});

test('a draft is previewed on the real page by the editor alone, and publishes nothing', async ({ browser }) => {
  const page = await staffPage(browser, 'editor');
  const id = await projectDocId(page, 'godrej-aristocrat');
  const draftPrice = '₹ 6.05 Cr - 9.2 Cr';
  const saved = await page.request.patch(`/admin/catalogue-api/projects/${id}?draft=true`, {
    data: { price: draftPrice, _status: 'draft' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto(`/admin/catalogue-preview?collection=projects&id=${id}`);
  await expect(page).toHaveURL(new RegExp(`${projectPath}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Draft preview.' })).toBeVisible();
  await expect(page.getByText(draftPrice).first()).toBeVisible();
  // Nobody else sees the draft, on either instance, and the page kept for visitors is not the preview's.
  for (const base of instances) expect((await body(base + projectPath)).text).toContain(builtPrice);
  await page.getByRole('link', { name: 'Exit preview' }).click();
  await page.goto(projectPath);
  await expect(page.getByText(builtPrice).first()).toBeVisible();
  await expect(page.getByText(draftPrice)).toHaveCount(0);
});

test('an editor adds a project in the editor, with three photos and a floor plan uploaded there; it gets its page, a place in the listing, search and the sitemap', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await staffPage(browser, 'editor');
  await page.goto('/admin/catalogue/collections/projects');
  await page.getByRole('link', { name: 'Create New' }).first().click();
  await expect(page).toHaveURL(/\/collections\/projects\/create$/);

  // The lists' rows first, one after the other: a row added while the form was still taking in a change (typing, an
  // upload) was seen left loading for good, Payload having dropped its round trip for the form's state.
  await openTab(page, 'Price and units');
  const floor = await addRow(page, 'floors', 'Add Floor plan', 0);
  await openTab(page, 'Photos and plans');
  const gallery = [await addRow(page, 'images', 'Add Photo', 0), await addRow(page, 'images', 'Add Photo', 1)];
  await openTab(page, 'Features');
  const amenities = [await addRow(page, 'amenities', 'Add Amenity', 0), await addRow(page, 'amenities', 'Add Amenity', 1)];

  await openTab(page, 'Overview');
  await page.getByLabel(/^Name\*?$/).fill('Godrej Editor Launch');
  await page.getByLabel(/^Address name\*?$/).fill('godrej-editor-launch');
  await chooseRelation(page, 'developer', 'Developer', 'Godrej Properties');
  await page.getByLabel(/^Property type\*?$/).fill('Residential Apartment');
  await page.getByLabel(/^Status\*?$/).fill('New Launch');
  await page.getByLabel('Description').fill('A new launch added from the catalogue editor.');

  await openTab(page, 'Price and units');
  await page.getByLabel(/^Price range\*?$/).fill('₹ 3.1 Cr - 4.4 Cr');
  await page.getByLabel('From (₹)').fill('31000000');
  await page.getByLabel('To (₹)').fill('44000000');
  await page.getByLabel('Configurations').fill('3, 4 BHK');
  await page.getByLabel('Unit sizes').fill('2100 - 2900 sq.ft.');
  await floor.getByLabel(/^Order\*?$/).fill('1');
  await floor.getByLabel('Unit type').fill('3 BHK');
  await uploadInDrawer(page, floor.locator('#field-floors__0__image__upload'), 'launch-floor-plan.png', '3 BHK floor plan');
  await floor.getByLabel(/^Area\*?$/).fill('2100 sqft');
  await floor.getByLabel(/^Price per sq ft\*?$/).fill('₹ 14,800');

  await openTab(page, 'Location');
  await page.getByLabel('City').fill('Gurgaon');
  await page.getByLabel(/^Locality\*?$/).fill('Golf Course Extension Road');
  await page.getByLabel(/^Address$/).fill('Sector 63, Gurugram');
  await page.getByLabel(/^Latitude\*?$/).fill('28.4');
  await page.getByLabel(/^Longitude\*?$/).fill('77.07');

  // Three photos: the main one and two in the gallery, each uploaded in the field's drawer with its alt text.
  await openTab(page, 'Photos and plans');
  await uploadInDrawer(page, page.locator('#field-image__upload'), 'launch-tower.jpg', 'Godrej Editor Launch, the tower');
  await uploadInDrawer(page, gallery[0]!.locator('#field-images__0__upload'), 'launch-lawn.webp', 'Godrej Editor Launch, the lawn');
  await uploadInDrawer(page, gallery[1]!.locator('#field-images__1__upload'), 'launch-lounge.png', 'Godrej Editor Launch, the lounge');

  await openTab(page, 'Features');
  await amenities[0]!.getByLabel(/^Amenity\*?$/).fill('Clubhouse');
  await amenities[1]!.getByLabel(/^Amenity\*?$/).fill('Swimming Pool');
  await openTab(page, 'RERA');
  await page.getByLabel('RERA registration').fill('RC/REP/HARERA/GGM/902/634/2026/78');

  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByText('Project successfully created.')).toBeVisible();
  await expect(page).toHaveURL(/\/collections\/projects\/\d+$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Status: Published' })).toBeVisible();
  // A published launch can be scheduled too (a price change at 10:00 on launch day): the editor is offered it.
  // (The publish button's menu opens from a chevron that Payload leaves without a name.)
  await page.locator('#action-save-popup').getByRole('button').click();
  await expect(page.getByRole('button', { name: 'Schedule Publish' })).toBeVisible();

  const launchPath = '/project-details/godrej/godrej-editor-launch';
  expect(await msUntilEverywhere(launchPath, '<h1>Godrej Editor Launch</h1>')).toBeLessThan(5000);
  const media = (await (await page.request.get('/admin/catalogue-api/media?where[alt][equals]=3 BHK floor plan&depth=0')).json()) as {
    docs: { filename: string; sizes: Record<string, { filename: string | null; url: string | null }> }[];
  };
  const planDoc = media.docs[0]!;
  expect(planDoc.sizes.card?.url, 'sharp made the card size').toMatch(/\.webp$/);
  for (const base of instances) {
    const launched = await body(base + launchPath);
    // The page shows the 1920 px WebP copy sharp made (the same size for a plan this small), and the three photos.
    expect(launched.text).toContain(planDoc.sizes.full!.filename!);
    for (const photo of ['launch-tower', 'launch-lawn', 'launch-lounge']) expect(launched.text).toContain(photo);
    expect((await body(`${base}/project-details/godrej`)).text).toContain('Godrej Editor Launch');
    expect((await body(`${base}/sitemap.xml`)).text).toContain(`${launchPath}<`);
    expect((await body(`${base}/api/search-index`)).text).toContain('Godrej Editor Launch');
  }
  // The plan is under 1920 px, so the page shows the file itself, from the media folder both instances share here.
  const plan = await fetch(`${instances[1]}/media/${planDoc.filename}`);
  expect([plan.status, plan.headers.get('content-type')]).toEqual([200, 'image/png']);
});

test('uploads are judged by their content: a page renamed .jpg and an SVG are refused', async ({ browser }) => {
  const page = await staffPage(browser, 'editor');
  const fake = await upload(page, 'tower.jpg', 'image/jpeg', Buffer.from('<html><body>not a photo</body></html>'), 'Tower');
  expect(fake.status()).toBe(400);
  expect(await fake.text()).toMatch(/not a JPEG, PNG, WebP, AVIF or PDF file|not allowed|Invalid/i);
  const svg = await upload(
    page,
    'plan.svg',
    'image/svg+xml',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    'Plan',
  );
  expect(svg.status()).toBe(400);
  const noAlt = await page.request.post('/admin/catalogue-api/media', {
    multipart: {
      file: {
        name: 'p.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      },
    },
  });
  expect(noAlt.status()).toBe(400);
});

test('an advisor is refused the editor and its API', async ({ browser }) => {
  const page = await staffPage(browser, 'advisor');
  await page.goto('/admin/catalogue');
  await expect(page).toHaveURL(/\/admin\/leads$/);
  for (const response of [
    await page.request.get('/admin/catalogue-api/projects'),
    await page.request.post('/admin/catalogue-api/projects', { data: { name: 'x' } }),
    await page.request.get('/admin/catalogue-api/globals/home'),
    await page.request.post('/admin/catalogue-api/graphql', { data: { query: '{ Projects { docs { id } } }' } }),
  ]) {
    expect(response.status()).toBe(403);
  }
  // Nobody signed in gets nothing either, and GraphQL is closed even to an editor.
  const outsider = await browser.newContext({ baseURL: instances[0] });
  expect((await outsider.request.get('/admin/catalogue-api/projects', { maxRedirects: 0 })).status()).toBe(401);
  const editor = await staffPage(browser, 'editor');
  expect((await editor.request.post('/admin/catalogue-api/graphql', { data: { query: '{ Projects { docs { id } } }' } })).status()).toBe(
    404,
  );
});
