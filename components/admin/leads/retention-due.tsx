import styles from '../shared.module.css';

type Props = {
  count: number;
  months: number;
  applications: number;
  applicationMonths: number;
  /** Leads due now that wait for a warning delivered 48 hours ago (their buyer gave an e-mail address). */
  awaitingWarning: number;
  warningMailOff: string | null;
};

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/**
 * One paragraph: what the daily retention run will erase within 30 days (leads and job applications),
 * and which due leads it keeps until their buyer's warning has been delivered.
 */
export function RetentionDue({ count, months, applications, applicationMonths, awaitingWarning, warningMailOff }: Props) {
  return (
    <p className={styles.summary} data-testid="retention-due">
      {count === 0 ? 'No leads are' : count === 1 ? '1 lead is' : `${count} leads are`} due for erasure in the next 30 days ({months} months
      without activity; Won leads keep their accounting details), and {plural(applications, 'job application', 'job applications')} (
      {applicationMonths} months old, position no longer listed).
      {awaitingWarning > 0
        ? ` ${plural(awaitingWarning, 'lead is', 'leads are')} past due but kept until 48 hours after the buyer’s warning e-mail was delivered.`
        : ''}
      {warningMailOff ? ` Warnings cannot be e-mailed (${warningMailOff}): leads with an e-mail address wait until they can.` : ''}
    </p>
  );
}
