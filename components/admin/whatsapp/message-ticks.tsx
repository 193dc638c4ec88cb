import styles from './whatsapp.module.css';

const words: Record<string, string> = {
  queued: 'Waiting to send',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Not delivered',
  unconfirmed: 'Not confirmed',
};

const marks: Record<string, string> = { queued: '🕓', sent: '✓', delivered: '✓✓', read: '✓✓', failed: '!', unconfirmed: '?' };

/** WhatsApp's ticks for a message we sent, with their meaning in words for everyone (and screen readers). */
export function MessageTicks({ status }: { status: string }) {
  return (
    <span className={styles.ticks} data-status={status}>
      <span aria-hidden="true">{marks[status] ?? ''}</span> {words[status] ?? status}
    </span>
  );
}
