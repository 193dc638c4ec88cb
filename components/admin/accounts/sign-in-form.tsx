import styles from './sign-in.module.css';

export type SignInNotice = 'invalid' | 'limited' | 'expired' | 'signed-out' | 'welcome' | 'reset' | undefined;

const messages: Record<Exclude<SignInNotice, undefined>, string> = {
  invalid: 'E-mail or password is incorrect.',
  limited: 'Too many failed sign-ins for this e-mail. Please wait 15 minutes and try again.',
  expired: 'Your sign-in was not completed in time. Please sign in again.',
  'signed-out': 'You have signed out.',
  welcome: 'Your account is ready. Sign in with your e-mail and the password you chose.',
  reset: 'Your password has been changed and every session signed out. Sign in with the new password.',
};

/** The staff sign-in form: a plain POST, so it works before (or without) JavaScript. */
export function SignInForm({ notice, next }: { notice: SignInNotice; next?: string }) {
  const failed = notice === 'invalid' || notice === 'limited' || notice === 'expired';
  return (
    <section className={styles.card} aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">Staff sign-in</h1>
      <p className={styles.lead}>Nestora Realty advisors and admins</p>
      {notice ? (
        <p className={failed ? styles.alert : styles.notice} role={failed ? 'alert' : 'status'} id="sign-in-notice">
          {messages[notice]}
        </p>
      ) : null}
      <form method="post" action="/admin/session">
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <div className={styles.field}>
          <label htmlFor="staff-email">E-mail</label>
          <input
            id="staff-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            autoFocus
            aria-describedby={failed ? 'sign-in-notice' : undefined}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="staff-password">Password</label>
          <input id="staff-password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <button type="submit" className={`btn btn-primary ${styles.submit}`}>
          Sign in
        </button>
      </form>
      <p className={styles.links}>
        <a href="/admin/forgot-password">Forgot password?</a>
      </p>
    </section>
  );
}
