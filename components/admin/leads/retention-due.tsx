import styles from '../shared.module.css';

type Props = { count: number; months: number; warningMailOff: string | null };

/** One line: how many leads the daily retention run will erase within 30 days, and whether their buyers can be warned. */
export function RetentionDue({ count, months, warningMailOff }: Props) {
  return (
    <p className={styles.summary} data-testid="retention-due">
      {count === 0 ? 'No leads are' : count === 1 ? '1 lead is' : `${count} leads are`} due for erasure in the next 30 days ({months} months
      without activity; Won leads keep their accounting details).
      {warningMailOff ? ` Buyers cannot be warned by e-mail: ${warningMailOff}.` : ''}
    </p>
  );
}
