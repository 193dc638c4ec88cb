import styles from './account.module.css';

/** Turning two-factor off, proven with a current code: a plain form post. */
export function TwoFactorOffForm({ action }: { action: (formData: FormData) => Promise<void> }) {
  return (
    <form action={action} className={styles.form}>
      <label htmlFor="two-factor-off-code">Authenticator code or recovery code</label>
      <input
        id="two-factor-off-code"
        name="code"
        type="text"
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        required
        maxLength={40}
      />
      <button type="submit" className="btn btn-outline">
        Turn off two-factor sign-in
      </button>
    </form>
  );
}
