import styles from './whatsapp.module.css';

/** The desk's mark of a lead whose buyer wrote on WhatsApp and nobody has opened it yet. */
export function UnreadWhatsApp({ count }: { count: number }) {
  if (count <= 0) return null;
  return <span className={styles.unread}>{count === 1 ? '1 unread WhatsApp message' : `${count} unread WhatsApp messages`}</span>;
}
