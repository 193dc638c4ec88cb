import type { ReactNode } from 'react';
import styles from '../staff.module.css';

type Props = {
  columns: string[];
  emptyText: string;
  /** On a phone, show each row as a card whose cells name their column (cells carry data-label). */
  stacked?: boolean;
  children: ReactNode[];
};

/** The results of a staff list, or a note when nothing matches. */
export function ResultsTable({ columns, emptyText, stacked = false, children }: Props) {
  if (children.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <div className={stacked ? `${styles.tableWrap} ${styles.stacked}` : styles.tableWrap}>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
