import { getAllProjectEntries, getCities } from '@/lib/site/content';
import { listingPage } from '@/lib/site/listing/listing';
import { parseListingSearch } from '@/lib/site/listing/query';
import { createSearchEngine } from './engine';
import { QUERY_TABLE } from './query-table';
import { getSearchIndex } from './server';

const engine = createSearchEngine(getSearchIndex());
const all = getAllProjectEntries();
const cities = getCities();

it('holds at least 60 queries', () => {
  expect(QUERY_TABLE.length).toBeGreaterThanOrEqual(60);
});

describe.each(QUERY_TABLE)('$query', (row) => {
  const outcome = engine.search(row.query);
  const names = outcome.entries.map((entry) => entry.name);

  it(row.listing ? `reads the requirement ${row.listing}` : 'reads no requirement', () => {
    expect(outcome.suggestion?.href ?? null).toBe(row.listing);
  });

  if (row.listing) {
    it("counts what the listing then shows, with the listing's own filter", () => {
      const query = parseListingSearch(new URL(row.listing!, 'http://x.invalid').searchParams);
      const shown = listingPage(all, query, cities).total;
      expect(outcome.suggestion!.count).toBe(shown);
      expect(outcome.suggestion!.label).toMatch(new RegExp(`: ${shown} (residential |commercial )?projects?$`));
    });
  }

  if ('first' in row) it(`ranks ${row.first} first`, () => expect(names[0]).toBe(row.first));
  if ('top3' in row) it(`ranks ${row.top3} in the first three`, () => expect(names.slice(0, 3)).toContain(row.top3));
  if ('entries' in row) it('lists no entries (only the listing)', () => expect(names).toEqual([]));
  if ('none' in row) it('finds nothing', () => expect(names).toEqual([]));
});
