import { allProjectPaths } from './support/content';
import { expect, test, type APIRequestContext } from './support/test';

// Read over HTTP without a browser: what a search engine's crawler receives.

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!);
    return `${url.pathname}${url.search}`;
  });
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;

function headOf(html: string) {
  return {
    title: attribute(html, /<title>([^<]*)<\/title>/),
    description: attribute(html, /<meta name="description" content="([^"]*)"/),
    canonical: attribute(html, /<link rel="canonical" href="([^"]*)"/),
    ogUrl: attribute(html, /<meta property="og:url" content="([^"]*)"/),
    ogImage: attribute(html, /<meta property="og:image" content="([^"]*)"/),
    ogSiteName: attribute(html, /<meta property="og:site_name" content="([^"]*)"/),
    twitterCard: attribute(html, /<meta name="twitter:card" content="([^"]*)"/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
  };
}

/** Runs `work` over `items` with a few requests in flight at once. */
async function inParallel<T>(items: T[], work: (item: T) => Promise<void>, width = 8) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

test('robots.txt names the sitemap and keeps crawlers out of staff and form pages', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toMatch(/Disallow: \/admin/);
});

test('the sitemap lists every project page exactly once, and every listed URL answers 200', async ({ request }) => {
  test.setTimeout(120_000);
  const paths = await sitemapPaths(request);
  expect(new Set(paths).size).toBe(paths.length);
  for (const projectPath of allProjectPaths()) expect(paths.filter((p) => p === projectPath)).toHaveLength(1);
  for (const page of ['/', '/developers', '/city/gurgaon', '/city/delhi', '/city/noida', '/residential', '/sco']) {
    expect(paths).toContain(page);
  }
  const failures: string[] = [];
  await inParallel(paths, async (path) => {
    const status = (await request.get(path, { maxRedirects: 0 })).status();
    if (status !== 200) failures.push(`${path} ${status}`);
  });
  expect(failures).toEqual([]);
});

test('every project page has a unique title, a description, a canonical URL, share tags and its JSON-LD', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  const problems: string[] = [];
  await inParallel(allProjectPaths(), async (path) => {
    const head = headOf(await (await request.get(path)).text());
    const expectedUrl = `${baseURL}${path}`;
    if (!head.title) problems.push(`${path}: no title`);
    else if (titles.has(head.title)) problems.push(`${path}: title also used by ${titles.get(head.title)}`);
    else titles.set(head.title, path);
    if (!head.description || head.description.length < 50) problems.push(`${path}: description ${head.description}`);
    if (head.canonical !== expectedUrl) problems.push(`${path}: canonical ${head.canonical}`);
    if (head.ogUrl !== expectedUrl) problems.push(`${path}: og:url ${head.ogUrl}`);
    if (!head.ogImage?.startsWith(`${baseURL}/images/`)) problems.push(`${path}: og:image ${head.ogImage}`);
    if (head.ogSiteName !== 'Nestora Realty') problems.push(`${path}: og:site_name ${head.ogSiteName}`);
    const graph = head.jsonLd.flatMap((node) => (node['@graph'] as Record<string, unknown>[] | undefined) ?? []);
    const product = graph.find((node) => node['@type'] === 'Product');
    const place = graph.find((node) => node.geo);
    if (product?.url !== expectedUrl) problems.push(`${path}: JSON-LD url ${String(product?.url)}`);
    if (!(product?.brand as { name?: string } | undefined)?.name) problems.push(`${path}: JSON-LD developer`);
    if (!String((product?.image as string[] | undefined)?.[0]).startsWith('http')) problems.push(`${path}: image URL`);
    if (!place?.address) problems.push(`${path}: JSON-LD place`);
  });
  expect(problems).toEqual([]);
});

test('every other sitemap page has its own canonical URL and complete share tags', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const projectPaths = new Set(allProjectPaths());
  const problems: string[] = [];
  await inParallel(
    (await sitemapPaths(request)).filter((path) => !projectPaths.has(path)),
    async (path) => {
      const head = headOf(await (await request.get(path)).text());
      const expectedUrl = path === '/' ? baseURL : `${baseURL}${path}`;
      if (head.canonical !== expectedUrl) problems.push(`${path}: canonical ${head.canonical}`);
      if (head.ogUrl !== expectedUrl) problems.push(`${path}: og:url ${head.ogUrl}`);
      if (!head.description) problems.push(`${path}: no description`);
      if (!head.ogImage || head.ogSiteName !== 'Nestora Realty') problems.push(`${path}: og image or site name`);
      if (head.twitterCard !== 'summary_large_image') problems.push(`${path}: twitter card`);
    },
  );
  expect(problems).toEqual([]);
});

test('no internal link on any sitemap page leads to a 404', async ({ request }) => {
  test.setTimeout(240_000);
  const pages = await sitemapPaths(request);
  const links = new Map<string, string>();
  await inParallel(pages, async (page) => {
    const html = await (await request.get(page)).text();
    for (const match of html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)) {
      const href = match[1]!.replace(/&amp;/g, '&');
      if (!href.startsWith('//') && !links.has(href)) links.set(href, page);
    }
  });
  expect(links.size).toBeGreaterThan(pages.length);
  const broken: string[] = [];
  await inParallel([...links.keys()], async (href) => {
    const status = (await request.get(href)).status();
    if (status === 404 || status >= 500) broken.push(`${href} (${status}) linked from ${links.get(href)}`);
  });
  expect(broken).toEqual([]);
});
