// Lighthouse (mobile profile) on the key pages of a running production server; prints one line per page.
// Usage: npm run bench -- [baseUrl] [path ...]   (default http://localhost:3000, /, a listing and a project)
// Lighthouse is fetched from the npm registry on first use (npx lighthouse@13); it needs Chromium.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const [baseUrl = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/', '/project-details', '/contact-us'];
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const outDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));

const rows = [];
for (const target of targets) {
  const url = new URL(target, baseUrl).toString();
  const out = path.join(outDir, `${rows.length}.json`);
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@^13',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const score = (key) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const metric = (key) => report.audits[key]?.numericValue ?? NaN;
  rows.push({
    page: target,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    transferKb: Math.round(metric('total-byte-weight') / 1024),
  });
}
console.table(rows);
