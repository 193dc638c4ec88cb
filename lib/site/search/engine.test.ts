import { getSearchEntries } from '@/lib/site/content';
import { createSearchEngine } from './engine';
import type { EntryKind, IndexEntry, SearchIndexData } from './index-data';
import { getSearchEngine } from './server';
import { matchSearchEntries } from './substring';

function entry(kind: EntryKind, name: string, extra: Partial<IndexEntry> = {}): IndexEntry {
  return { kind, name, path: `/${kind}/${name}`, keywords: [], facts: [], detail: '', trending: null, project: null, ...extra };
}

function engineOver(entries: IndexEntry[]) {
  const data: SearchIndexData = { entries, projects: [], cities: [], developers: [], localities: [] };
  const engine = createSearchEngine(data);
  return (query: string) => engine.search(query).entries.map((found) => `${found.kind}:${found.name}`);
}

describe('ranking', () => {
  const search = engineOver([
    entry('project', 'Green Acres', { facts: ['Palm Court Road'] }),
    entry('project', 'Court of Palms'),
    entry('page', 'Palm Court'),
    entry('project', 'Palm Court Vistas'),
    entry('project', 'Palm Court Homes'),
    entry('project', 'Palm Court Towers', { trending: 3 }),
    entry('project', 'Palm Court'),
  ]);

  it('goes exact name, name prefix, every word in the name, then keyword; a project before a page', () => {
    expect(search('palm court')).toEqual([
      'project:Palm Court',
      'page:Palm Court',
      // Same tier: trending first, then by name.
      'project:Palm Court Towers',
      'project:Palm Court Homes',
      'project:Palm Court Vistas',
      'project:Court of Palms',
      'project:Green Acres',
    ]);
  });

  it('puts typo matches last, those in the name first', () => {
    expect(search('plam court')).toEqual([
      'project:Palm Court Towers',
      'project:Court of Palms',
      'project:Palm Court',
      'project:Palm Court Homes',
      'project:Palm Court Vistas',
      'page:Palm Court',
      'project:Green Acres',
    ]);
  });

  it('matches each word by prefix, in any order', () => {
    expect(search('tow pal')).toEqual(['project:Palm Court Towers']);
    expect(search('palm court t')).toEqual(['project:Palm Court Towers']);
  });
});

describe('typo tolerance', () => {
  const search = engineOver([
    entry('project', 'Sobha Altus'),
    entry('project', 'DLF Camellias'),
    entry('project', 'Godrej Meridien'),
    entry('project', 'Abcd Towers'),
  ]);

  it('forgives one edit in 4 to 7 letters, a swap of neighbours counting as one', () => {
    expect(search('sobah')).toEqual(['project:Sobha Altus']);
    expect(search('gordej')).toEqual(['project:Godrej Meridien']);
    expect(search('abed')).toEqual(['project:Abcd Towers']);
    expect(search('aecf')).toEqual([]);
    expect(search('sboha')).toEqual(['project:Sobha Altus']);
    expect(search('osbah')).toEqual([]);
  });

  it('forgives two edits from 8 letters, none under 4', () => {
    expect(search('camelllas')).toEqual(['project:DLF Camellias']);
    expect(search('kamelllaz')).toEqual([]);
    expect(search('dlg')).toEqual([]);
  });

  it('requires every meaningful word, and no helper word', () => {
    expect(search('sobha meridien')).toEqual([]);
    expect(search('the sobha project in altus')).toEqual(['project:Sobha Altus']);
  });
});

describe('the real index', () => {
  const engine = getSearchEngine();
  const paths = (query: string) => engine.search(query).entries.map((found) => found.path);

  it('still finds everything the substring rule finds', () => {
    const listed = getSearchEntries();
    // Every name and keyword, and a piece from inside each name.
    const queries = new Set(listed.flatMap(({ name, keywords }) => [name, name.slice(2, 7), ...keywords]));
    for (const query of queries) {
      const expected = matchSearchEntries(listed, query).map((found) => found.path);
      expect({ query, missing: expected.filter((path) => !paths(query).includes(path)) }).toEqual({ query, missing: [] });
    }
  });

  it('finds nothing for a blank query', () => {
    expect(engine.search('   ')).toEqual({ suggestion: null, entries: [] });
  });

  it('narrows the projects among the entries by the budget', () => {
    const found = engine.search('godrej under 2 cr');
    expect(found.entries.map((item) => item.name)).toEqual(['Godrej Properties', 'Godrej Gateway Offices', 'Godrej Palm Retreat']);
    expect(found.suggestion?.label).toBe('Godrej Properties · under ₹2 Cr: 1 residential project');
  });

  it('offers the listing only for a query read whole', () => {
    expect(engine.search('3 bhk in gurgaon under 2 cr').suggestion?.label).toBe('3 BHK · Gurgaon · under ₹2 Cr: 10 projects');
    expect(engine.search('3 bhk in gurgaon under 2 cr pls').suggestion).toBeNull();
    expect(engine.search('3 bhk flat in gurgaon').suggestion?.href).toBe(
      '/project-details?propertyType=Residential+Apartment&bedrooms=3+BHK&city=Gurgaon',
    );
  });

  it('reads a long query in its first 200 characters, quickly', () => {
    const started = performance.now();
    const found = engine.search(`godrej ${'aristocrat '.repeat(500)}`);
    expect(performance.now() - started).toBeLessThan(500);
    expect(found.entries.map((item) => item.name)).toEqual(['Godrej Aristocrat']);
  });
});
