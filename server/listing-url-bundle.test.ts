import { canonicalListingUrl } from '@/lib/site/listing/canonical-url';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleListingUrl, loadListingUrl } from './listing-url-bundle';

describe('the listing address bundle', () => {
  let distDir: string;
  beforeAll(() => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'listing-url-'));
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('is missing from a build made without it', async () => {
    expect(await loadListingUrl(distDir)).toBeUndefined();
  });

  it("gives the server exactly the listing's own canonical addresses", async () => {
    await bundleListingUrl(distDir);
    const bundled = await loadListingUrl(distDir);
    const searches = [
      '',
      '?city=Noida&bhk=3&utm_source=x',
      '?bedrooms=3+BHK&city=Noida&bedrooms=2+BHK',
      '?type=commercial&budgetMin=5&budgetMax=1&sort=price-desc&page=3',
      '?view=map&bbox=77.05,28.39,77.1,28.415&fbclid=1',
      '?bbox=77.05,28.39,77.1,28.415',
      '?areaMin=abc&areaMax=20000&areaUnit=sqyd&status=Ready+To+move',
    ];
    for (const search of searches) expect([search, bundled?.(search)]).toEqual([search, canonicalListingUrl(search)]);
    expect(bundled?.('?city=Noida&bhk=3&utm_source=x')).toBe('/project-details?city=Noida');
  });
});
