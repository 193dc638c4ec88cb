import type { ReactNode } from 'react';
import styles from '../shared.module.css';

type Props = {
  /** The column headers, each a <th scope="col">; null is the blank corner of a two-way table (a plain cell). */
  columns: readonly (string | null)[];
  /** The rows: <tr> elements keyed by the caller (a row's first cell may be its <th scope="row">). */
  children: ReactNode[];
  /** Shown instead of the table when there are no rows; without it, the caller decides what an empty list says. */
  emptyText?: string;
  /** The table's name, shown above it; hidden (read by screen readers only) where a heading beside it already says it. */
  caption?: string;
  captionHidden?: boolean;
  /** A total row, in the table's <tfoot>. */
  footer?: ReactNode;
  /** On a phone, show each row as a card whose cells name their column (cells carry data-label). */
  stacked?: boolean;
  /** Another class for the box around the table (a report's figures align right). */
  className?: string;
  /** Makes the box a region named by this element, focusable so a keyboard can scroll it sideways. */
  labelledBy?: string;
  /** Without the lists' bordered box: the table alone, styled by tableClassName (a small table inside a card). */
  boxed?: boolean;
  tableClassName?: string;
};

/** A staff table: the results of a list, a report or a record's rows, or a note when there are none. */
export function ResultsTable({
  columns,
  children,
  emptyText,
  caption,
  captionHidden = false,
  footer,
  stacked = false,
  className,
  labelledBy,
  boxed = true,
  tableClassName,
}: Props) {
  if (emptyText !== undefined && children.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  const table = (
    <table className={tableClassName}>
      {caption ? <caption className={captionHidden ? 'visually-hidden' : styles.caption}>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column, index) =>
            column === null ? (
              <td key={index} />
            ) : (
              <th key={`${index}-${column}`} scope="col">
                {column}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      {footer ? <tfoot>{footer}</tfoot> : null}
    </table>
  );
  if (!boxed) return table;
  const box = [styles.tableWrap, stacked ? styles.stacked : null, className].filter(Boolean).join(' ');
  return labelledBy ? (
    <div className={box} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {table}
    </div>
  ) : (
    <div className={box}>{table}</div>
  );
}
