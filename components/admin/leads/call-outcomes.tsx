import styles from './leads.module.css';

const quickOutcomes = [
  ['answered', 'Answered'],
  ['no-answer', 'No answer'],
  ['busy', 'Busy'],
  ['wrong-number', 'Wrong number'],
] as const;

/**
 * How the last call went, one tap each, and "call back at"; and the buyer's reply on WhatsApp. An answered
 * call or a reply is the first contact, which stops the lead's clock. Plain posts, so they work without JavaScript.
 */
type FormAction = (formData: FormData) => Promise<void>;

export function CallOutcomes({
  leadId,
  recordCall,
  markWhatsAppReply,
}: {
  leadId: string;
  recordCall: FormAction;
  markWhatsAppReply: FormAction;
}) {
  return (
    <div className={styles.forms}>
      <form action={recordCall} className={styles.form}>
        <input type="hidden" name="id" value={leadId} />
        <fieldset className={styles.outcomes}>
          <legend>How did the call go?</legend>
          {quickOutcomes.map(([value, label]) => (
            <button key={value} type="submit" name="outcome" value={value} className="btn btn-primary">
              {label}
            </button>
          ))}
        </fieldset>
      </form>
      <form action={recordCall} className={styles.form}>
        <input type="hidden" name="id" value={leadId} />
        <input type="hidden" name="outcome" value="call-back" />
        <label htmlFor="call-back-at">Call back at (India time)</label>
        <input id="call-back-at" type="datetime-local" name="callBackAt" required />
        <button type="submit" className="btn btn-primary">
          Save call back
        </button>
      </form>
      <form action={markWhatsAppReply} className={styles.form}>
        <input type="hidden" name="id" value={leadId} />
        <button type="submit" className="btn btn-primary">
          The buyer replied on WhatsApp
        </button>
      </form>
    </div>
  );
}
