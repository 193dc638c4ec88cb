/** The portfolio summary of /projects-count: projects per company, residential and commercial. */
export type PortfolioRow = { company: string; residential: number; commercial: number; total: number };
export type PortfolioColumn = keyof PortfolioRow;
export type SortDirection = 'asc' | 'desc';

type Listed = { kind: 'residential' | 'commercial'; developerKey: string };

export function portfolioRows(entries: readonly Listed[], nameOf: (developerKey: string) => string): PortfolioRow[] {
  const rows = new Map<string, PortfolioRow>();
  for (const { kind, developerKey } of entries) {
    const company = nameOf(developerKey);
    const row = rows.get(company) ?? { company, residential: 0, commercial: 0, total: 0 };
    row[kind] += 1;
    row.total += 1;
    rows.set(company, row);
  }
  return [...rows.values()];
}

export function sortPortfolio(rows: readonly PortfolioRow[], column: PortfolioColumn, direction: SortDirection) {
  const factor = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const order =
      column === 'company'
        ? a.company.localeCompare(b.company, 'en', { sensitivity: 'base' })
        : a[column] - b[column] || a.company.localeCompare(b.company);
    return order * factor;
  });
}

export function portfolioTotals(rows: readonly PortfolioRow[]) {
  return {
    companies: rows.length,
    residential: rows.reduce((sum, row) => sum + row.residential, 0),
    commercial: rows.reduce((sum, row) => sum + row.commercial, 0),
  };
}
