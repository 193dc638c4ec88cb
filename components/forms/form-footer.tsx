import { ConsentNotice } from './consent-notice';
import { HoneypotField } from './honeypot-field';
import styles from './forms.module.css';

type Props = {
  idPrefix: string;
  website: string;
  onWebsiteChange: (value: string) => void;
  pending: boolean;
  label: string;
  pendingLabel: string;
  purpose?: string;
};

/** The end of every form: the honeypot, the consent notice and a submit button that cannot double-send. */
export function FormFooter({
  idPrefix,
  website,
  onWebsiteChange,
  pending,
  label,
  pendingLabel,
  purpose,
}: Props) {
  return (
    <>
      <HoneypotField id={`${idPrefix}-website`} value={website} onChange={onWebsiteChange} />
      <ConsentNotice purpose={purpose} />
      <button type="submit" className={styles.submit} disabled={pending} aria-busy={pending}>
        {pending ? pendingLabel : label}
      </button>
    </>
  );
}
