import { telHref, whatsappHref } from '@/lib/site/page/reach-links';
import { CallLink, type RecordCallAttempt } from './call-link';
import styles from './leads.module.css';

/** One-tap Call (recorded on the lead) and WhatsApp in the lead list; each link's name says which buyer it reaches. */
export function QuickReach({
  leadId,
  name,
  phone,
  recordCall,
}: {
  leadId: string;
  name: string;
  phone: string;
  recordCall: RecordCallAttempt;
}) {
  return (
    <span className={styles.quickReach}>
      <CallLink leadId={leadId} href={telHref(phone)} record={recordCall}>
        Call<span className="visually-hidden"> {name}</span>
      </CallLink>
      <a href={whatsappHref(phone)} target="_blank" rel="noopener">
        WhatsApp<span className="visually-hidden"> {name}</span>
      </a>
    </span>
  );
}
