// Where a page's bytes go, for the pages named (or the usual set): total uncompressed HTML, the RSC payload,
// other scripts, inline SVG, and the markup of <head>, the header, <main> and the footer, in KB.
//
//   node scripts/measure/page-weight.mjs http://localhost:3000 [path ...]

/**
 * Where a page's bytes go: the whole uncompressed HTML, the RSC payload (the `self.__next_f.push` scripts that
 * carry the React tree to the client), the other scripts, the inline SVG, and the markup of <head>, the
 * header, <main> and the footer. Sizes are UTF-8 bytes of the response as the server sends it, fetched with
 * `Accept-Encoding: identity`. Shared by this command and scripts/measure/lighthouse.mjs.
 */

const bytes = (text) => Buffer.byteLength(text, 'utf8');

/** The ranges [start, end) of every <script>…</script> element: their bodies are not markup to scan for tags. */
function scriptRanges(html) {
  const ranges = [];
  const open = /<script\b[^>]*>/gi;
  let match;
  while ((match = open.exec(html))) {
    const close = html.indexOf('</script>', open.lastIndex);
    const end = close === -1 ? html.length : close + '</script>'.length;
    ranges.push({ start: match.index, end, text: html.slice(match.index, end) });
    open.lastIndex = end;
  }
  return ranges;
}

/** The outermost elements named `tag` (nested ones count within their parent), outside scripts. */
function outermost(html, tag, scripts) {
  const found = [];
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  let depth = 0;
  let start = 0;
  let match;
  let script = 0;
  while ((match = pattern.exec(html))) {
    while (script < scripts.length && scripts[script].end <= match.index) script += 1;
    if (script < scripts.length && scripts[script].start <= match.index) {
      pattern.lastIndex = scripts[script].end;
      continue;
    }
    if (match[1] === '/') {
      depth -= 1;
      if (depth === 0) found.push(html.slice(start, pattern.lastIndex));
    } else if (!match[0].endsWith('/>')) {
      if (depth === 0) start = match.index;
      depth += 1;
    }
  }
  return found;
}

const sum = (texts) => texts.reduce((total, text) => total + bytes(text), 0);

/** The breakdown of one HTML document, in bytes. */
export function pageWeight(html) {
  const scripts = scriptRanges(html);
  const rsc = scripts.filter((script) => script.text.includes('self.__next_f.push'));
  const header = outermost(html, 'header', scripts)[0] ?? '';
  const footer = outermost(html, 'footer', scripts).at(-1) ?? '';
  return {
    html: bytes(html),
    rsc: sum(rsc.map((script) => script.text)),
    otherScripts: sum(scripts.filter((script) => !rsc.includes(script)).map((script) => script.text)),
    inlineSvg: sum(outermost(html, 'svg', scripts)),
    head: sum(outermost(html, 'head', scripts)),
    header: bytes(header),
    main: sum(outermost(html, 'main', scripts)),
    footer: bytes(footer),
  };
}

/** Fetches a page uncompressed and weighs it. */
export async function fetchPageWeight(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return pageWeight(await response.text());
}

/** KB of 1,000 bytes, the unit #43's budgets were set in (home 218 KB was 217,618 bytes). */
export const kb = (n) => Number((n / 1000).toFixed(1));

async function defaultPaths(base) {
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

async function main() {
  const [base = 'http://localhost:3000', ...given] = process.argv.slice(2);
  const paths = given.length ? given : await defaultPaths(base);
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
}

// Run as a command, not when imported (the Lighthouse table, the tests).
if (process.argv[1]?.endsWith('page-weight.mjs')) void main();
