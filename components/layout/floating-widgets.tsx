import { Icon } from '@/components/ui/icon';
import { site, whatsappLink } from '@/lib/site/config';
import { DeferredFloatingEnquiry as FloatingEnquiry } from './deferred-layout';
import styles from './floating-widgets.module.css';

/** WhatsApp chat, call (phones only) and the 'Inquire Now' panel (larger screens only). */
export function FloatingWidgets() {
  return (
    <div className={styles.widgets}>
      <FloatingEnquiry />
      <a
        className={`${styles.round} ${styles.phone}`}
        href={`tel:${site.phone.tel}`}
        aria-label={`Call ${site.name} on ${site.phone.display}`}
      >
        <Icon name="phone" size={24} />
      </a>
      <a
        className={`${styles.round} ${styles.whatsapp}`}
        href={whatsappLink(site.whatsapp.greeting)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
      >
        <Icon name="whatsapp" size={30} />
      </a>
    </div>
  );
}
