// The performance budget: Lighthouse 13 (mobile defaults) on the key pages of a production build, three runs a
// page, medians compared with the budget. Each page is also measured with every script blocked, in the same run:
// its no-JavaScript floor (the HTML, CSS, font and images alone), because this machine's speed moves both alike and
// the budget judges a page's LCP against its own floor. Exits 1 when any page misses it.
//
//   npm run lighthouse                     build if stale, start `next start`, audit, stop
//   npm run lighthouse -- --runs 1         fewer runs (a quick look; the budget is judged on 3)
//   npm run lighthouse -- --base http://localhost:3000   audit a server that is already running
//   npm run lighthouse -- --only "map view"              audit one page (its label in the table); repeatable
//
// Scores move by up to 10 points between runs on a shared 2-core machine, hence the median of three.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startOwnServer } from '../../tests/support/own-server.ts';
import { firstLoadJsBytes } from './first-load-js.ts';
import { fetchPageWeight, kb } from './page-weight.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3987' },
    base: { type: 'string' },
    only: { type: 'string', multiple: true },
  },
});

const budget = {
  /** #43: every page at 99 or more. */
  performance: 99,
  accessibility: 100,
  bestPractices: 96,
  seo: 100,
  /** LCP at most this multiple of the same page's no-JavaScript LCP, measured in the same run. */
  lcpOverFloor: 1.2,
  /** #43: the map view back at or under 100 ms, as it was before; no page may block longer. */
  tbtMs: 100,
  cls: 0.02,
  /** Gzipped bodies of the first-load scripts, as scripts/measure/first-load-js.ts counts them. */
  firstLoadJsKb: 140,
};
const projectPageBudget = { totalKb: 450 };
/**
 * Uncompressed HTML of the whole response, as `npm start` sends it (after the server's rewrite), in KB. The home
 * page, the listings and a project page have budgets of their own; every other page must stay under the ceiling
 * (the heaviest of them, the city segment page with its grid of every matching project, was 168 KB when it was set).
 */
const htmlBudgetKb = { home: 150, listing: 90, project: 130, other: 175 };

/** The audited pages; the project and company pages are the first the sitemap lists. */
async function pagesToAudit(base) {
  const sitemap = await (await fetch(new URL('/sitemap.xml', base))).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const projectPage = paths.find((p) => /^\/project-details\/[^/]+\/[^/]+$/.test(p));
  const companyPage = paths.find((p) => /^\/project-details\/[^/]+$/.test(p));
  if (!projectPage || !companyPage) throw new Error('The sitemap lists no project or company page');
  return [
    { path: '/', label: 'home', htmlKb: htmlBudgetKb.home },
    { path: '/project-details', label: 'listing', htmlKb: htmlBudgetKb.listing },
    {
      path: '/project-details?type=residential&status=Under+Construction&budgetMin=1&budgetMax=10',
      label: 'filtered listing',
      htmlKb: htmlBudgetKb.listing,
    },
    { path: projectPage, label: 'project', project: true, htmlKb: htmlBudgetKb.project },
    { path: companyPage, label: 'company' },
    { path: '/about', label: 'about' },
    { path: '/city/gurgaon', label: 'city' },
    { path: '/city/gurgaon/3-bhk', label: 'city segment' },
    { path: '/city/gurgaon/locality/cyber-city', label: 'locality' },
    { path: '/project-details?view=map', label: 'map view' },
    // Personal, so kept out of the index on purpose: Lighthouse's SEO category fails it for exactly that.
    { path: '/shortlist', label: 'shortlist', noindex: true },
  ];
}

async function audit(url, { blockScripts = false } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: blockScripts ? ['performance'] : ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(blockScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
    });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function summarise(lhr) {
  const score = (key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const metric = (key) => lhr.audits[key]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    totalKb: Math.round(metric('total-byte-weight') / 1024),
  };
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function medianOf(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

function misses(page, row) {
  const found = [];
  const atLeast = (key) => row[key] < budget[key] && found.push(`${key} ${row[key]} < ${budget[key]}`);
  const atMost = (key, limit) => row[key] > limit && found.push(`${key} ${row[key]} > ${limit}`);
  ['performance', 'accessibility', 'bestPractices', ...(page.noindex ? [] : ['seo'])].forEach(atLeast);
  atMost('lcpOverFloor', budget.lcpOverFloor);
  atMost('tbtMs', budget.tbtMs);
  atMost('cls', budget.cls);
  atMost('firstLoadJsKb', budget.firstLoadJsKb);
  if (page.project) atMost('totalKb', projectPageBudget.totalKb);
  atMost('htmlKb', page.htmlKb ?? htmlBudgetKb.other);
  return found;
}

function printTable(rows) {
  const columns = [
    'page',
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'lcpMs',
    'floorLcpMs',
    'lcpOverFloor',
    'tbtMs',
    'cls',
    'totalKb',
    'firstLoadJsKb',
    'htmlKb',
    'rscKb',
  ];
  const headers = [
    'Page',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'LCP ms',
    'no-JS LCP ms',
    'LCP/floor',
    'TBT ms',
    'CLS',
    'Total KB',
    'First-load JS KB gz',
    'HTML KB',
    'RSC KB',
  ];
  const cells = rows.map((row) => columns.map((column) => String(row[column])));
  const widths = headers.map((header, i) => Math.max(header.length, ...cells.map((line) => line[i].length)));
  const line = (values) => `| ${values.map((value, i) => value.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  cells.forEach((values) => console.log(line(values)));
}

/** `runs` measured Lighthouse runs of one URL; a run Lighthouse could not measure (it scores 0) is rerun, not counted. */
async function measuredRuns(url, runs, options) {
  const results = [];
  for (let attempt = 0; results.length < runs; attempt += 1) {
    const lhr = await audit(url, options);
    const summary = summarise(lhr);
    if (!lhr.runtimeError && Number.isFinite(summary.lcpMs) && Number.isFinite(summary.tbtMs)) results.push(summary);
    else if (attempt >= runs + 2) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError?.code ?? 'no metrics'}`);
    else console.error(`rerunning ${url}: ${lhr.runtimeError?.code ?? 'a metric could not be measured'}`);
  }
  return results;
}

/** The pages to audit, narrowed to the labels given with --only (an unknown label is an error, not an empty run). */
function selectedPages(pages) {
  if (!args.only) return pages;
  const unknown = args.only.filter((label) => !pages.some((page) => page.label === label));
  if (unknown.length) {
    throw new Error(`--only: no page labelled ${unknown.join(', ')}; the labels are ${pages.map((page) => page.label).join(', ')}`);
  }
  return pages.filter((page) => args.only.includes(page.label));
}

/** The page's uncompressed HTML and the RSC payload within it (scripts/measure/page-weight.mjs), in KB. */
async function htmlSizes(url) {
  const weight = await fetchPageWeight(url);
  return { htmlKb: kb(weight.html), rscKb: kb(weight.rsc) };
}

async function main() {
  const runs = Math.max(1, Number(args.runs) || 3);
  const server = args.base
    ? { base: args.base, stop: () => {} }
    : await startOwnServer(args.port, { SITE_URL: `http://localhost:${args.port}` });
  const rows = [];
  const failures = [];
  try {
    for (const page of selectedPages(await pagesToAudit(server.base))) {
      const url = new URL(page.path, server.base).toString();
      const measured = medianOf(await measuredRuns(url, runs, {}));
      const floor = medianOf(await measuredRuns(url, runs, { blockScripts: true }));
      const row = {
        page: `${page.label} (${page.path.length > 40 ? `${page.path.slice(0, 37)}...` : page.path})`,
        ...measured,
        floorLcpMs: floor.lcpMs,
        lcpOverFloor: Number((measured.lcpMs / floor.lcpMs).toFixed(2)),
        firstLoadJsKb: Number(((await firstLoadJsBytes(url)) / 1024).toFixed(1)),
        ...(await htmlSizes(url)),
      };
      rows.push(row);
      failures.push(...misses(page, row).map((miss) => `${page.label}: ${miss}`));
      console.error(`audited ${page.path} (${runs} run${runs > 1 ? 's' : ''})`);
    }
  } finally {
    server.stop();
  }
  console.log(
    `\nLighthouse 13, mobile defaults, median of ${runs} run${runs > 1 ? 's' : ''} per page, with scripts and with every script blocked (the no-JS floor)\n`,
  );
  printTable(rows);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/lighthouse.json', JSON.stringify(rows, null, 2));
  if (failures.length) {
    console.log(`\nOver budget:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nEvery page is within the budget.');
}

await main();
