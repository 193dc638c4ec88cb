import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import styles from './forms.module.css';

/** The notice that makes sending the form an informed act under the DPDP Act. */
export function ConsentNotice({ purpose = 'your enquiry' }: { purpose?: string }) {
  return (
    <p className={styles.consent}>
      By submitting, you agree that Nestora Realty may use these details to contact you about{' '}
      {purpose} by phone, WhatsApp or e-mail, as described in our{' '}
      <NoPrefetchLink href="/privacy-policy">
        Privacy Policy
      </NoPrefetchLink>.
    </p>
  );
}
