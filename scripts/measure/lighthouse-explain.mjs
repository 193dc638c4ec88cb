// Why a page's simulated LCP is what it is. Lighthouse's mobile score replays the observed load on a slow
// network and CPU (Lantern), counting only what the observed page needed before its LCP: requests that finished
// before it, and scripts whose evaluation began before it. One audit of one path, against a running server:
//
//   npm run lighthouse:explain -- /about                       (server on http://localhost:3987)
//   npm run lighthouse:explain -- /about --base http://localhost:3000
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { parseArgs } from 'node:util';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { base: { type: 'string', default: 'http://localhost:3987' } },
});
const url = new URL(positionals[0] ?? '/', args.base).toString();

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
let result;
try {
  result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
} finally {
  await chrome.kill();
}
const { lhr, artifacts } = result;
const audit = (id) => Math.round(lhr.audits[id].numericValue);
console.log(
  `${url}: performance ${Math.round(lhr.categories.performance.score * 100)}, simulated FCP ${audit('first-contentful-paint')} ms, LCP ${audit('largest-contentful-paint')} ms, TBT ${audit('total-blocking-time')} ms`,
);

const events = artifacts.Trace.traceEvents;
const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
const sinceNavigation = (ts) => (ts - navigation.ts) / 1000;
const lcpCandidates = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.ts > navigation.ts);
const observedLcp = sinceNavigation(lcpCandidates.at(-1).ts);
console.log(`observed LCP ${Math.round(observedLcp)} ms (${lcpCandidates.at(-1).args.data.type}); what counts towards the simulated one:`);

const firstEvaluation = new Map();
for (const e of events) {
  const scriptUrl = e.name === 'EvaluateScript' ? e.args?.data?.url : undefined;
  if (scriptUrl && !firstEvaluation.has(scriptUrl)) firstEvaluation.set(scriptUrl, sinceNavigation(e.ts));
}
for (const request of lhr.audits['network-requests'].details.items) {
  const evaluated = firstEvaluation.get(request.url);
  const finishedBefore = request.networkEndTime <= observedLcp;
  const counts = request.resourceType === 'Document' || (finishedBefore && (evaluated === undefined || evaluated <= observedLcp));
  const path = request.url.replace(/^https?:\/\/[^/]+/, '');
  console.log(
    `${counts ? 'counts' : '      '} ${request.resourceType.padEnd(10)} ${String(Math.round(request.transferSize / 1024)).padStart(4)} KB  ends ${String(Math.round(request.networkEndTime)).padStart(5)} ms${evaluated === undefined ? '' : `, runs ${Math.round(evaluated)} ms`}  ${path.slice(0, 80)}`,
  );
}
