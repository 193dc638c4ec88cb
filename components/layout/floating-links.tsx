import { Icon } from '@/components/ui/icon';
import { site, whatsappLink } from '@/lib/site/config';
import styles from './floating-widgets.module.css';

/** Call (phones only) and WhatsApp chat: rendered by the server, kept by the browser without this code (layout-markup.tsx). */
export function FloatingLinks() {
  return (
    <>
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
    </>
  );
}
