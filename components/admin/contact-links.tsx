import styles from './staff.module.css';

/** India's country code before a ten-digit mobile number, as WhatsApp links need it. */
function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits.replace(/^0+/, '');
}

/** Tap-to-call, WhatsApp and e-mail links for a buyer. */
export function ContactLinks({ phone, email, whatsapp = false }: { phone: string | null; email: string | null; whatsapp?: boolean }) {
  return (
    <>
      {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : null}
      {phone && whatsapp ? (
        <a className={styles.detail} href={`https://wa.me/${whatsappNumber(phone)}`} target="_blank" rel="noopener">
          WhatsApp {phone}
        </a>
      ) : null}
      {email ? (
        <a className={styles.detail} href={`mailto:${email}`}>
          {email}
        </a>
      ) : null}
    </>
  );
}
