import styles from './sign-in.module.css';

export type SecondFactorNotice = 'invalid' | 'limited' | undefined;

const messages: Record<Exclude<SecondFactorNotice, undefined>, string> = {
  invalid: 'That code is not right, or it has been used already. Please try the current code.',
  limited: 'Too many wrong codes for this account. Please wait 15 minutes and try again.',
};

/** The sign-in's second step: a code from the authenticator app or a recovery code; a plain POST, so it works without JavaScript. */
export function SecondFactorForm({ notice, next }: { notice: SecondFactorNotice; next?: string }) {
  return (
    <section className={styles.card} aria-labelledby="second-factor-heading">
      <h1 id="second-factor-heading">Enter your code</h1>
      <p className={styles.lead}>
        Open your authenticator app and enter the 6-digit code it shows for Nestora Realty, or one of your recovery codes.
      </p>
      {notice ? (
        <p className={styles.alert} role="alert" id="second-factor-notice">
          {messages[notice]}
        </p>
      ) : null}
      <form method="post" action="/admin/session/two-factor">
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <div className={styles.field}>
          <label htmlFor="second-factor-code">Authenticator code or recovery code</label>
          <input
            id="second-factor-code"
            name="code"
            type="text"
            inputMode="text"
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            required
            maxLength={40}
            autoFocus
            aria-describedby={notice ? 'second-factor-notice' : undefined}
          />
        </div>
        <button type="submit" className={`btn btn-primary ${styles.submit}`}>
          Continue
        </button>
      </form>
      <form method="post" action="/admin/logout" className={styles.secondary}>
        <button type="submit" className={styles.linkButton}>
          Cancel and sign out
        </button>
      </form>
    </section>
  );
}
