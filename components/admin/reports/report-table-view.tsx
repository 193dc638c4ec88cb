import { ResultsTable } from '@/components/admin/lists/results-table';
import type { ReportTable } from '@/lib/office/reports/tables';
import type { ReactNode } from 'react';
import styles from '../shared.module.css';
import reportStyles from './reports.module.css';

type Props = { table: ReportTable; csvHref: string; emptyText?: string; children?: ReactNode };

/** A report row: its label is the row's header, the figures are its cells. */
function ReportRow({ cells }: { cells: ReportTable['rows'][number] }) {
  return (
    <tr>
      {cells.map((cell, index) =>
        index === 0 ? (
          <th key={index} scope="row">
            {cell}
          </th>
        ) : (
          <td key={index}>{cell}</td>
        ),
      )}
    </tr>
  );
}

/**
 * One report: its heading, its CSV download, the chart (children) and the table, which scrolls
 * sideways in its own box on a phone (a labelled, focusable region, so keyboards can scroll it too).
 */
export function ReportTableView({ table, csvHref, emptyText = 'No leads in this range.', children }: Props) {
  const headingId = `report-${table.name}`;
  return (
    <section className={reportStyles.report}>
      <div className={reportStyles.reportHead}>
        <h2 id={headingId}>{table.title}</h2>
        <a className="btn btn-outline" href={csvHref} download>
          Download CSV<span className="visually-hidden"> of {table.title.toLowerCase()}</span>
        </a>
      </div>
      {table.rows.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <>
          {children}
          <ResultsTable
            columns={table.columns}
            className={reportStyles.scroll}
            labelledBy={headingId}
            footer={table.total ? <ReportRow cells={table.total} /> : null}
          >
            {table.rows.map((row, rowIndex) => (
              <ReportRow key={rowIndex} cells={row} />
            ))}
          </ResultsTable>
        </>
      )}
    </section>
  );
}
