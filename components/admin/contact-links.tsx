import styles from './staff.module.css';

/** The digits and leading + of a phone number, as a tel: link wants them. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Tap-to-call and e-mail links for a buyer, compact enough for a table cell. */
export function ContactLinks({ phone, email }: { phone: string | null; email: string | null }) {
  return (
    <>
      {phone ? <a href={telHref(phone)}>{phone}</a> : null}
      {email ? (
        <a className={styles.detail} href={`mailto:${email}`}>
          {email}
        </a>
      ) : null}
    </>
  );
}
