import { telHref } from '@/lib/site/page/reach-links';
import styles from '../shared.module.css';

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
