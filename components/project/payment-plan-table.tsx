import type { PaymentPlanRow } from '@/lib/site/content';
import styles from './project.module.css';

/** The construction-linked plan as a table; a missing time shows '-' (SPEC section 3). */
export function PaymentPlanTable({ rows, caption }: { rows: readonly PaymentPlanRow[]; caption: string }) {
  return (
    // Focusable so that keyboard users can scroll a table wider than a phone.
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">S.No</th>
            <th scope="col">Particulars</th>
            <th scope="col">Time</th>
            <th scope="col">Installment</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.sno}>
              <td>{row.sno}</td>
              <td>{row.particulars}</td>
              <td>{row.time ?? '-'}</td>
              <td>{row.installment}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
