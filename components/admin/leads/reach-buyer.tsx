import { telHref, whatsappHref } from '@/lib/site/page/reach-links';
import { CallLink, type RecordCallAttempt } from './call-link';
import styles from './leads.module.css';

/** The lead page's ways to reach the buyer, large enough to tap on a phone; a call is recorded on the lead. */
export function ReachBuyer({
  leadId,
  phone,
  email,
  recordCall,
  whatsappHere = false,
}: {
  leadId: string;
  phone: string | null;
  email: string | null;
  recordCall: RecordCallAttempt;
  /** WhatsApp is set up: the conversation is on this page, not on the advisor's own phone. */
  whatsappHere?: boolean;
}) {
  if (!phone && !email) return null;
  return (
    <ul className={styles.reach} aria-label="Reach the buyer">
      {phone ? (
        <>
          <li>
            <CallLink leadId={leadId} href={telHref(phone)} record={recordCall}>
              Call {phone}
            </CallLink>
          </li>
          <li>
            {whatsappHere ? (
              <a href="#whatsapp">WhatsApp</a>
            ) : (
              <a href={whatsappHref(phone)} target="_blank" rel="noopener">
                WhatsApp
              </a>
            )}
          </li>
        </>
      ) : null}
      {email ? (
        <li>
          <a href={`mailto:${email}`}>E-mail {email}</a>
        </li>
      ) : null}
    </ul>
  );
}
