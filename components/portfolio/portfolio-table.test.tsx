/** @jest-environment jsdom */
import { findCompany, getAllProjectEntries } from '@/lib/site/content';
import { portfolioRows } from '@/lib/site/project/portfolio';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortfolioTable } from './portfolio-table';

const rows = portfolioRows(getAllProjectEntries(), (key) => findCompany(key)?.company.name ?? key);

function firstColumn(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]!.textContent ?? '');
}

it('starts sorted by company ascending, with the SPEC footer', () => {
  render(<PortfolioTable rows={rows} />);
  const names = rows.map((row) => row.company).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  expect(firstColumn()).toEqual(names);
  expect(screen.getByRole('columnheader', { name: /Company/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(screen.getByText(`Showing 1 to ${rows.length} of ${rows.length} companies`)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
});

it('sorts by a count column and toggles the direction on a second click', async () => {
  const user = userEvent.setup();
  render(<PortfolioTable rows={rows} />);
  const most = [...rows].sort((a, b) => b.total - a.total || b.company.localeCompare(a.company))[0]!;
  const least = [...rows].sort((a, b) => a.total - b.total || a.company.localeCompare(b.company))[0]!;
  await user.click(screen.getByRole('button', { name: /Total Projects/ }));
  expect(firstColumn()[0]).toBe(least.company);
  expect(screen.getByRole('columnheader', { name: /Total Projects/ })).toHaveAttribute('aria-sort', 'ascending');
  await user.click(screen.getByRole('button', { name: /Total Projects/ }));
  expect(firstColumn()[0]).toBe(most.company);
  expect(screen.getByRole('columnheader', { name: /Total Projects/ })).toHaveAttribute('aria-sort', 'descending');
});

it('says when there is no data', () => {
  render(<PortfolioTable rows={[]} />);
  expect(screen.getByRole('cell', { name: 'No project data available' })).toBeInTheDocument();
  expect(screen.getByText('Showing 0 to 0 of 0 companies')).toBeInTheDocument();
});
