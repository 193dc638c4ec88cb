import styles from './privacy-choices.module.css';

/** The two confirm buttons of the privacy link: plain forms, so they work without JavaScript. */
export function PrivacyChoiceForms({ token }: { token: string }) {
  return (
    <div className={styles.choices}>
      <form method="post" action="/privacy/choices/submit" className={styles.choice}>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="choice" value="withdraw-marketing" />
        <h2>Stop offers and new launches</h2>
        <p>We will still answer the enquiry you sent, but send you no marketing.</p>
        <button type="submit" className="btn btn-primary">
          Stop marketing messages
        </button>
      </form>
      <form method="post" action="/privacy/choices/submit" className={styles.choice}>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="choice" value="erasure" />
        <h2>Erase my details</h2>
        <p>We will stop working on your enquiry and erase your details, except what a law requires us to keep.</p>
        <button type="submit" className="btn btn-outline">
          Ask us to erase my details
        </button>
      </form>
    </div>
  );
}
