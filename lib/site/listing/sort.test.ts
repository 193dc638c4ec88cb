import { possessionMonth, sortEntries } from './sort';
import { entry } from './test-projects';

const entries = [
  entry({ name: 'A', budget: [30_000_000, 50_000_000], possession: 'Jun 2027' }),
  entry({ name: 'B', budget: [10_000_000, 90_000_000], possession: 'Dec 2029' }),
  entry({ name: 'C' }),
  entry({ name: 'D', budget: [20_000_000, 40_000_000], possession: 'Mar 2021' }),
];
const names = (sort: Parameters<typeof sortEntries>[1]) => sortEntries(entries, sort).map((e) => e.project.name);

describe('sortEntries', () => {
  it('keeps the data order for relevance', () => {
    expect(names('relevance')).toEqual(['A', 'B', 'C', 'D']);
  });

  it('sorts by the lowest price up and the highest price down, unpriced last', () => {
    expect(names('price-asc')).toEqual(['B', 'D', 'A', 'C']);
    expect(names('price-desc')).toEqual(['B', 'A', 'D', 'C']);
  });

  it('puts the latest possession first, undated last', () => {
    expect(names('possession')).toEqual(['B', 'A', 'D', 'C']);
  });
});

describe('possessionMonth', () => {
  it('orders month and year texts', () => {
    expect(possessionMonth('Dec 2029')! - possessionMonth('Jan 2029')!).toBe(11);
    expect(possessionMonth('September 2020')).toBe(2020 * 12 + 8);
    expect(possessionMonth('Ready')).toBeNull();
    expect(possessionMonth(null)).toBeNull();
  });
});
