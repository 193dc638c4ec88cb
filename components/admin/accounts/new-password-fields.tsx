import styles from './sign-in.module.css';

type Props = { min: number; max: number; describedBy?: string };

/** A new password typed twice, with the policy said next to it. */
export function NewPasswordFields({ min, max, describedBy }: Props) {
  const hint = 'new-password-hint';
  return (
    <>
      <div className={styles.field}>
        <label htmlFor="new-password">New password</label>
        <input
          id="new-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={min}
          maxLength={max}
          aria-describedby={[hint, describedBy].filter(Boolean).join(' ')}
        />
        <p id={hint} className={styles.hint}>
          At least {min} characters, and not one of the 10,000 most common passwords. A few unrelated words make a good one.
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor="confirm-password">New password again</label>
        <input id="confirm-password" name="confirm" type="password" autoComplete="new-password" required minLength={min} maxLength={max} />
      </div>
    </>
  );
}
