import styles from '../shared.module.css';

/** Why the last change on a staff page was refused, announced when the page shows it. */
export function StaffAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.alert}>
      {message}
    </p>
  );
}
