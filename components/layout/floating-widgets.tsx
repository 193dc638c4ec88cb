import { DeferredFloatingEnquiry as FloatingEnquiry } from './deferred-layout';
import styles from './floating-widgets.module.css';
import { FloatingLinksMarkup } from './layout-markup';

/** WhatsApp chat, call (phones only) and the 'Inquire Now' panel (larger screens only). */
export function FloatingWidgets() {
  return (
    <div className={styles.widgets}>
      <FloatingEnquiry />
      <FloatingLinksMarkup className={styles.links} />
    </div>
  );
}
