import { portfolioRows, portfolioTotals, sortPortfolio } from './portfolio';

const names: Record<string, string> = { dlf: 'DLF', m3m: 'M3M', godrej: 'Godrej Properties' };
const entries = [
  { kind: 'residential', developerKey: 'dlf' },
  { kind: 'commercial', developerKey: 'dlf' },
  { kind: 'residential', developerKey: 'godrej' },
  { kind: 'residential', developerKey: 'godrej' },
  { kind: 'commercial', developerKey: 'm3m' },
] as const;

describe('portfolio', () => {
  const rows = portfolioRows(entries, (key) => names[key] ?? key);

  it('counts residential, commercial and total per company', () => {
    expect(rows).toContainEqual({ company: 'DLF', residential: 1, commercial: 1, total: 2 });
    expect(rows).toContainEqual({ company: 'Godrej Properties', residential: 2, commercial: 0, total: 2 });
    expect(rows).toHaveLength(3);
  });

  it('sorts by company name or a count, either way', () => {
    expect(sortPortfolio(rows, 'company', 'asc').map((row) => row.company)).toEqual(['DLF', 'Godrej Properties', 'M3M']);
    expect(sortPortfolio(rows, 'company', 'desc').map((row) => row.company)).toEqual(['M3M', 'Godrej Properties', 'DLF']);
    expect(sortPortfolio(rows, 'residential', 'desc').map((row) => row.company)).toEqual(['Godrej Properties', 'DLF', 'M3M']);
    expect(sortPortfolio(rows, 'commercial', 'asc')[0]!.company).toBe('Godrej Properties');
  });

  it('adds up the totals cards', () => {
    expect(portfolioTotals(rows)).toEqual({ companies: 3, residential: 3, commercial: 2 });
    expect(portfolioTotals([])).toEqual({ companies: 0, residential: 0, commercial: 0 });
  });
});
