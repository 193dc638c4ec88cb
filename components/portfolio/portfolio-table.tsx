'use client';

import { sortPortfolio, type PortfolioColumn, type PortfolioRow, type SortDirection } from '@/lib/site/project/portfolio';
import { useState } from 'react';
import styles from './portfolio-table.module.css';

const columns: { key: PortfolioColumn; label: string }[] = [
  { key: 'company', label: 'Company' },
  { key: 'residential', label: 'Residential' },
  { key: 'commercial', label: 'Commercial' },
  { key: 'total', label: 'Total Projects' },
];

/** Sortable by any column: a click toggles ascending/descending; default company ascending. */
export function PortfolioTable({ rows }: { rows: readonly PortfolioRow[] }) {
  const [sort, setSort] = useState<{ column: PortfolioColumn; direction: SortDirection }>({
    column: 'company',
    direction: 'asc',
  });
  const sorted = sortPortfolio(rows, sort.column, sort.direction);

  function toggle(column: PortfolioColumn) {
    setSort((current) => ({
      column,
      direction: current.column === column && current.direction === 'asc' ? 'desc' : 'asc',
    }));
  }

  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Projects per company; column headers sort the table</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sort.column === column.key;
              const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
              return (
                <th key={column.key} scope="col" aria-sort={ariaSort}>
                  <button type="button" onClick={() => toggle(column.key)} className={styles.sortButton}>
                    {column.label}
                    <span aria-hidden="true" className={styles.arrow}>
                      {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>No project data available</td>
            </tr>
          ) : (
            sorted.map((row) => (
              <tr key={row.company}>
                <th scope="row">{row.company}</th>
                <td>{row.residential}</td>
                <td>{row.commercial}</td>
                <td>{row.total}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <div className={styles.footer}>
        <p>
          Showing {sorted.length === 0 ? 0 : 1} to {sorted.length} of {sorted.length} companies
        </p>
        <div className={styles.pager}>
          <button type="button" disabled>
            Previous
          </button>
          <button type="button" disabled>
            Next
          </button>
        </div>
      </div>
    </div>
  );
}
