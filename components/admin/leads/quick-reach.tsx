import { telHref, whatsappHref } from '@/lib/site/page/reach-links';
import styles from './leads.module.css';

/** One-tap Call and WhatsApp in the lead list; each link's name says which buyer it reaches. */
export function QuickReach({ name, phone }: { name: string; phone: string }) {
  return (
    <span className={styles.quickReach}>
      <a href={telHref(phone)}>
        Call<span className="visually-hidden"> {name}</span>
      </a>
      <a href={whatsappHref(phone)} target="_blank" rel="noopener">
        WhatsApp<span className="visually-hidden"> {name}</span>
      </a>
    </span>
  );
}
