import { projectPath } from '@/lib/site/page/paths';
import type { CompareRow } from '@/lib/site/project/compare';
import styles from './compare-table.module.css';

type Column = { id: string; name: string; developerKey: string };

/** The side-by-side comparison: one column per project, the best numeric value marked. */
export function CompareTable({ columns, rows }: { columns: Column[]; rows: CompareRow[] }) {
  return (
    <div className={styles.scroller} role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="compare-caption" className={styles.caption}>
          {columns.length} projects side by side; the best value of a numeric row is marked “Best”.
        </caption>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column.id} scope="col">
                <a href={projectPath(column.developerKey, column.id)}>{column.name}</a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-row={row.key}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => {
                const best = row.best.includes(index);
                return (
                  <td key={columns[index]?.id ?? index} className={best ? styles.best : undefined}>
                    {cell.href ? (
                      <a href={cell.href} target="_blank" rel="noopener noreferrer">
                        {cell.text}
                        <span className="visually-hidden"> (opens the RERA authority’s site)</span>
                      </a>
                    ) : (
                      cell.text
                    )}
                    {best && <span className={styles.tag}>Best</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
