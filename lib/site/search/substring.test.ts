import { getSearchEntries } from '@/lib/site/content';
import { matchSearchEntries } from './substring';

const entries = getSearchEntries();
const names = (query: string) => matchSearchEntries(entries, query).map((entry) => entry.name);

describe('matchSearchEntries', () => {
  it('matches a substring of the name, ignoring case', () => {
    expect(names('about nestora')).toEqual(['About Nestora Realty']);
    expect(names('CAREERS')).toContain('Careers');
  });

  it('matches a keyword that the name does not contain', () => {
    expect(names('work with us')).toEqual(['Careers']);
    expect(names('founder')).toEqual(['About Nestora Realty']);
  });

  it('returns every entry that matches, in file order', () => {
    const hits = matchSearchEntries(entries, 'dlf');
    expect(hits.length).toBeGreaterThan(1);
    for (const hit of hits) {
      expect([hit.name, ...hit.keywords].some((text) => text.toLowerCase().includes('dlf'))).toBe(true);
    }
    const order = hits.map((hit) => entries.indexOf(hit));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('ignores surrounding spaces and matches nothing for a blank query', () => {
    expect(names('  careers ')).toContain('Careers');
    expect(names('   ')).toEqual([]);
  });

  it('finds nothing for text in no entry', () => {
    expect(names('zzqx')).toEqual([]);
  });
});
