import { expect, test } from './support/test';

// Long-lived caching for what does not change between deploys (issue: performance budget).

test('build assets are immutable, public images cached for a week, data copies for an hour', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const chunk = /\/_next\/static\/chunks\/[^"]+\.js/.exec(html)?.[0];
  expect(chunk).toBeTruthy();
  expect((await request.get(chunk!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const image = await request.get('/images/placeholder.webp');
  expect(image.status()).toBe(200);
  expect(image.headers()['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400');

  const data = await request.get('/data/trendingProjects.json');
  expect(data.status()).toBe(200);
  expect(data.headers()['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
});

test('optimised images are cached for at least a week', async ({ request }) => {
  const response = await request.get('/_next/image?url=%2Fimages%2Fplaceholder.webp&w=640&q=75');
  expect(response.status()).toBe(200);
  const maxAge = Number(/max-age=(\d+)/.exec(response.headers()['cache-control'] ?? '')?.[1]);
  expect(maxAge).toBeGreaterThanOrEqual(604800);
});
