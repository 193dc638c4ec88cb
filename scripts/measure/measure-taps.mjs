// Measures, in a real browser on a throttled phone-class profile, what the deferred scripts cost and what they
// risk: the largest contentful paint and the moment React has hydrated (median of N fresh contexts), and
// whether taps made shortly after the first paint take effect (live taps out of R runs). Run it against a
// production server (npm start), e.g. once per build to compare two:
//   node scripts/measure/measure-taps.mjs http://localhost:3934 [--runs 5] [--tap-runs 3]
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' }, 'tap-runs': { type: 'string', default: '3' } },
});
const baseUrl = positionals[0] ?? 'http://localhost:3934';
const runs = Number(values.runs);
const tapRuns = Number(values['tap-runs']);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(tapRuns) || tapRuns < 1) {
  console.error('measure-taps: --runs and --tap-runs take a whole number of at least 1');
  process.exit(2);
}

/** The first residential project's page, from the data file the site is built from. */
function projectPath() {
  const byDeveloper = JSON.parse(readFileSync('data/residentialProjects.json', 'utf8'));
  const [developer, projects] = Object.entries(byDeveloper)[0];
  return { path: `/project-details/${developer}/${projects[0].id}`, name: projects[0].name };
}
const project = projectPath();

const PHONE = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.6, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const EFFECT_TIMEOUT_MS = 20_000;
/** Issue 43: React owns each page within this long after its largest contentful paint (median of the runs). */
const HYDRATED_AFTER_LCP_BUDGET_MS = 1500;
const TAP_AFTER_PAINT_MS = 300;

// In the page before its own scripts: the LCP as it grows, and the moment React hydrates (it turns off the
// footer form's native validation then).
function recordTimings() {
  window.__measure = { lcp: 0, hydrated: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__measure.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((_records, observer) => {
    if (document.querySelector('footer form')?.hasAttribute('novalidate')) {
      window.__measure.hydrated = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['novalidate'] });
}

async function throttledPage(browser, contextOptions) {
  const context = await browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
  await context.addInitScript(recordTimings);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 200_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function loadTimings(browser, path) {
  const lcp = [];
  const hydrated = [];
  const afterLcp = [];
  for (let run = 0; run < runs; run += 1) {
    const { context, page } = await throttledPage(browser, PHONE);
    await page.goto(baseUrl + path, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => window.__measure.hydrated > 0, null, { timeout: 60_000 });
    const timings = await page.evaluate(() => window.__measure);
    lcp.push(timings.lcp);
    hydrated.push(timings.hydrated);
    afterLcp.push(timings.hydrated - timings.lcp);
    await context.close();
  }
  // The gap is the median of each run's own gap: a run with a late paint and a late hydration is not late.
  return { lcp: median(lcp), hydrated: median(hydrated), afterLcp: median(afterLcp) };
}

/** Each control: where, on which screen, how to tap it, and the effect that shows the tap was live. */
const controls = [
  {
    name: "the header's menu button on a phone",
    path: '/',
    screen: PHONE,
    tap: (page) => page.getByRole('button', { name: 'Open menu' }).tap({ force: true }),
    effect: (page) =>
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Career' })
        .waitFor({ state: 'visible', timeout: EFFECT_TIMEOUT_MS }),
  },
  {
    name: "the listing's Filters opener on a phone",
    path: '/project-details',
    screen: PHONE,
    tap: (page) =>
      page
        .getByText(/^Filters/)
        .first()
        .tap({ force: true }),
    effect: (page) =>
      page
        .locator('#listing-filter-panel')
        .getByRole('heading', { name: 'Filters' })
        .waitFor({ state: 'visible', timeout: EFFECT_TIMEOUT_MS }),
  },
  {
    name: 'a filter checkbox at 1280 px ("3 BHK")',
    path: '/project-details',
    screen: DESKTOP,
    tap: (page) => page.getByRole('checkbox', { name: '3 BHK', exact: true }).click({ force: true }),
    effect: (page) => page.waitForURL(/[?&]bedrooms=3(\+|%20)BHK/, { timeout: EFFECT_TIMEOUT_MS }),
  },
  {
    name: 'the floating Inquire Now button',
    path: '/project-details',
    screen: DESKTOP,
    tap: (page) => page.getByRole('button', { name: 'Inquire Now' }).click({ force: true }),
    effect: (page) => page.locator('#floating-enquiry form').waitFor({ state: 'visible', timeout: EFFECT_TIMEOUT_MS }),
  },
  {
    name: "a project's shortlist heart",
    path: project.path,
    screen: DESKTOP,
    tap: (page) => page.getByRole('button', { name: `Shortlist ${project.name}`, exact: true }).click({ force: true }),
    effect: (page) =>
      page
        .getByRole('button', { name: `Shortlisted ${project.name}`, exact: true })
        .waitFor({ state: 'visible', timeout: EFFECT_TIMEOUT_MS }),
  },
  {
    name: "a project's payment-plan tab (DP)",
    path: project.path,
    screen: DESKTOP,
    tap: (page) => page.getByRole('tab', { name: 'DP' }).click({ force: true }),
    effect: (page) => page.locator('[role="tab"][aria-selected="true"]', { hasText: 'DP' }).waitFor({ timeout: EFFECT_TIMEOUT_MS }),
  },
];

/** Waits for the first contentful paint (asking again if a page's context is replaced as it loads). */
async function firstPaint(page) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await page.waitForTimeout(50)) {
    const painted = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0).catch(() => false);
    if (painted) return;
  }
  throw new Error(`measure-taps: no first contentful paint within 60 s on ${page.url()}`);
}

async function liveTaps(browser, control) {
  let live = 0;
  for (let run = 0; run < tapRuns; run += 1) {
    const { context, page } = await throttledPage(browser, control.screen);
    await page.goto(baseUrl + control.path, { waitUntil: 'commit', timeout: 60_000 });
    await firstPaint(page);
    await page.waitForTimeout(TAP_AFTER_PAINT_MS);
    await control.tap(page);
    if (
      await control.effect(page).then(
        () => true,
        () => false,
      )
    )
      live += 1;
    await context.close();
  }
  return live;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path)),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`${baseUrl}: 412 px phone, 150 ms RTT, 1.6 Mbit/s, CPU 4x; median of ${runs}`);
  console.log(`| page | LCP | React hydrated | hydrated - LCP (budget ${seconds(HYDRATED_AFTER_LCP_BUDGET_MS)}) |\n|---|---|---|---|`);
  let late = 0;
  for (const [label, path] of [
    ['/', '/'],
    ['/project-details (the listing)', '/project-details'],
    ['a project page', project.path],
  ]) {
    const { lcp, hydrated, afterLcp } = await loadTimings(browser, path);
    const pass = afterLcp <= HYDRATED_AFTER_LCP_BUDGET_MS;
    if (!pass) late += 1;
    console.log(`| ${label} | ${seconds(lcp)} | ${seconds(hydrated)} | ${seconds(afterLcp)} ${pass ? 'pass' : 'FAIL'} |`);
  }
  if (late) process.exitCode = 1;
  console.log(`\nTaps ${TAP_AFTER_PAINT_MS} ms after the first paint, ${EFFECT_TIMEOUT_MS / 1000} s allowed for the effect`);
  console.log(`| control | live taps |\n|---|---|`);
  for (const control of controls) console.log(`| ${control.name} | ${await liveTaps(browser, control)}/${tapRuns} |`);
} finally {
  await browser.close();
}
