// The performance budget: Lighthouse 13 (mobile defaults) on the key pages of a production build, three runs a
// page, medians compared with the budget. Exits 1 when any page misses it.
//
//   npm run lighthouse                     build if stale, start `next start`, audit, stop
//   npm run lighthouse -- --runs 1         fewer runs (a quick look; the budget is judged on 3)
//   npm run lighthouse -- --base http://localhost:3000   audit a server that is already running
//
// Scores move by up to 10 points between runs on a shared 2-core machine, hence the median of three.
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startOwnServer } from './support/own-server.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3987' },
    base: { type: 'string' },
  },
});

const budget = {
  performance: 95,
  accessibility: 100,
  bestPractices: 96,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
};
const projectPageBudget = { totalKb: 450, jsKb: 160 };

/** The audited pages; the project and company pages are the first the sitemap lists. */
async function pagesToAudit(base) {
  const sitemap = await (await fetch(new URL('/sitemap.xml', base))).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const projectPage = paths.find((p) => /^\/project-details\/[^/]+\/[^/]+$/.test(p));
  const companyPage = paths.find((p) => /^\/project-details\/[^/]+$/.test(p));
  if (!projectPage || !companyPage) throw new Error('The sitemap lists no project or company page');
  return [
    { path: '/', label: 'home' },
    { path: '/project-details', label: 'listing' },
    { path: '/project-details?type=residential&status=Under+Construction&budgetMin=1&budgetMax=10', label: 'filtered listing' },
    { path: projectPage, label: 'project', project: true },
    { path: companyPage, label: 'company' },
    { path: '/about', label: 'about' },
    { path: '/city/gurgaon', label: 'city' },
  ];
}

async function audit(url) {
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
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function summarise(lhr) {
  const score = (key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const metric = (key) => lhr.audits[key]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    totalKb: Math.round(metric('total-byte-weight') / 1024),
    jsKb: Math.round(scriptBytes / 1024),
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
  ['performance', 'accessibility', 'bestPractices', 'seo'].forEach(atLeast);
  ['lcpMs', 'tbtMs', 'cls'].forEach((key) => atMost(key, budget[key]));
  if (page.project) {
    atMost('totalKb', projectPageBudget.totalKb);
    atMost('jsKb', projectPageBudget.jsKb);
  }
  return found;
}

function printTable(rows) {
  const columns = ['page', 'performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls', 'totalKb', 'jsKb'];
  const headers = ['Page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'Total KB', 'JS KB gz'];
  const cells = rows.map((row) => columns.map((column) => String(row[column])));
  const widths = headers.map((header, i) => Math.max(header.length, ...cells.map((line) => line[i].length)));
  const line = (values) => `| ${values.map((value, i) => value.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  cells.forEach((values) => console.log(line(values)));
}

async function main() {
  const runs = Math.max(1, Number(args.runs) || 3);
  const server = args.base ? { base: args.base, stop: () => {} } : await startOwnServer(args.port, { SITE_URL: `http://localhost:${args.port}` });
  const rows = [];
  const failures = [];
  try {
    for (const page of await pagesToAudit(server.base)) {
      const results = [];
      for (let attempt = 0; results.length < runs; attempt += 1) {
        const lhr = await audit(new URL(page.path, server.base).toString());
        const summary = summarise(lhr);
        // A run that Lighthouse could not measure (a trace or page error) scores 0; it is rerun, not counted.
        if (!lhr.runtimeError && Number.isFinite(summary.lcpMs) && Number.isFinite(summary.tbtMs)) results.push(summary);
        else if (attempt >= runs + 2) throw new Error(`Lighthouse could not measure ${page.path}: ${lhr.runtimeError?.code ?? 'no metrics'}`);
        else console.error(`rerunning ${page.path}: ${lhr.runtimeError?.code ?? 'a metric could not be measured'}`);
      }
      const row = { page: `${page.label} (${page.path.length > 40 ? `${page.path.slice(0, 37)}...` : page.path})`, ...medianOf(results) };
      rows.push(row);
      failures.push(...misses(page, row).map((miss) => `${page.label}: ${miss}`));
      console.error(`audited ${page.path} (${runs} run${runs > 1 ? 's' : ''})`);
    }
  } finally {
    server.stop();
  }
  console.log(`\nLighthouse 13, mobile defaults, median of ${runs} run${runs > 1 ? 's' : ''} per page\n`);
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
