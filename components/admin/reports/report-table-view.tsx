import type { ReactNode } from 'react';
import type { ReportTable } from '@/lib/reports/tables';
import styles from '../staff.module.css';
import reportStyles from './reports.module.css';

type Props = { table: ReportTable; csvHref: string; emptyText?: string; children?: ReactNode };

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
          <div className={`${styles.tableWrap} ${reportStyles.scroll}`} role="region" aria-labelledby={headingId} tabIndex={0}>
            <table>
              <thead>
                <tr>
                  {table.columns.map((column, index) => (
                    <th key={`${index}-${column}`} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={index}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
              {table.total ? (
                <tfoot>
                  <tr>
                    {table.total.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={index}>{cell}</td>
                      ),
                    )}
                  </tr>
                </tfoot>
              ) : null}
            </table>
          </div>
        </>
      )}
    </section>
  );
}
