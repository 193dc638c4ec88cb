/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { ResultsTable } from './results-table';

const rows = [
  <tr key="a">
    <th scope="row">Direct</th>
    <td>3</td>
  </tr>,
];

it('names its columns with col-scoped headers and keeps the rows the caller keyed', () => {
  render(<ResultsTable columns={['Channel', 'Leads']}>{rows}</ResultsTable>);
  const headers = screen.getAllByRole('columnheader');
  expect(headers.map((header) => header.textContent)).toEqual(['Channel', 'Leads']);
  for (const header of headers) expect(header).toHaveAttribute('scope', 'col');
  expect(screen.getByRole('rowheader', { name: 'Direct' })).toHaveAttribute('scope', 'row');
  expect(screen.getByRole('cell', { name: '3' })).toBeInTheDocument();
});

it('gives the table its caption as its name, shown or for screen readers only', () => {
  const { rerender } = render(
    <ResultsTable columns={['When']} caption="What staff viewed">
      {rows}
    </ResultsTable>,
  );
  expect(screen.getByRole('table', { name: 'What staff viewed' })).toBeInTheDocument();
  expect(screen.getByText('What staff viewed')).not.toHaveClass('visually-hidden');
  rerender(
    <ResultsTable columns={['When']} caption="Their enquiries" captionHidden>
      {rows}
    </ResultsTable>,
  );
  expect(screen.getByRole('table', { name: 'Their enquiries' })).toBeInTheDocument();
  expect(screen.getByText('Their enquiries')).toHaveClass('visually-hidden');
});

it('leaves the corner of a two-way table a plain cell, not an empty header', () => {
  render(<ResultsTable columns={[null, 'First touch', 'Latest touch']}>{rows}</ResultsTable>);
  const head = screen.getAllByRole('rowgroup')[0]!;
  expect(
    within(head)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['First touch', 'Latest touch']);
  expect(within(head).getAllByRole('cell')).toHaveLength(1);
});

it('puts a total row in the footer and makes its box a named, focusable region', () => {
  render(
    <>
      <h2 id="report-sources">Leads by channel</h2>
      <ResultsTable
        columns={['Channel', 'Leads']}
        labelledBy="report-sources"
        footer={
          <tr>
            <th scope="row">Total</th>
            <td>3</td>
          </tr>
        }
      >
        {rows}
      </ResultsTable>
    </>,
  );
  const region = screen.getByRole('region', { name: 'Leads by channel' });
  expect(region).toHaveAttribute('tabindex', '0');
  const footer = region.querySelector('tfoot');
  expect(footer).not.toBeNull();
  expect(within(footer!).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
});

it('says so instead of an empty table when the caller gives an empty text, and leaves it to the caller otherwise', () => {
  const { rerender } = render(
    <ResultsTable columns={['Request']} emptyText="No open requests.">
      {[]}
    </ResultsTable>,
  );
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByText('No open requests.')).toBeInTheDocument();
  rerender(<ResultsTable columns={['Request']}>{[]}</ResultsTable>);
  expect(screen.getByRole('table')).toBeInTheDocument();
});

it('renders the table alone, with its own class, when unboxed', () => {
  const { container } = render(
    <ResultsTable columns={['Channel', 'Leads']} boxed={false} tableClassName="touches">
      {rows}
    </ResultsTable>,
  );
  expect(container.firstElementChild?.tagName).toBe('TABLE');
  expect(container.firstElementChild).toHaveClass('touches');
});
