// Where a page's bytes go, for the pages named (or the usual set): total uncompressed HTML, the RSC payload,
// other scripts, inline SVG, and the markup of <head>, the header, <main> and the footer, in KB.
//
//   node scripts/page-weight.mjs http://localhost:3000 [path ...]
import { fetchPageWeight, kb } from './support/page-weight.mjs';

const [base = 'http://localhost:3000', ...given] = process.argv.slice(2);

async function defaultPaths() {
  const sitemap = await (await fetch(new URL('/sitemap.xml', base))).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return [
    '/',
    '/project-details',
    '/project-details?type=residential&status=Under+Construction&budgetMin=1&budgetMax=10',
    paths.find((p) => /^\/project-details\/[^/]+\/[^/]+$/.test(p)),
    paths.find((p) => /^\/project-details\/[^/]+$/.test(p)),
    '/about',
    '/contact-us',
    '/career',
    '/trending-projects',
    '/residential',
    '/city/gurgaon',
    '/city/gurgaon/3-bhk',
    '/city/gurgaon/locality/cyber-city',
    '/developers',
    '/project-details?view=map',
    '/shortlist',
    '/search?q=noida',
    '/not-found',
  ].filter(Boolean);
}

const paths = given.length ? given : await defaultPaths();
const rows = [];
for (const path of paths) {
  const weight = await fetchPageWeight(new URL(path, base)).catch((error) => ({ error: error.message }));
  rows.push({ page: path.length > 48 ? `${path.slice(0, 45)}...` : path, ...weight });
}
const columns = ['html', 'rsc', 'otherScripts', 'inlineSvg', 'head', 'header', 'main', 'footer'];
console.log(['page', ...columns].join('\t'));
for (const row of rows) {
  if (row.error) console.log(`${row.page}\t${row.error}`);
  else console.log([row.page, ...columns.map((column) => kb(row[column]))].join('\t'));
}
