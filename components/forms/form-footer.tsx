import { ConsentNotice, type NoticeKind } from './consent-notice';
import { HoneypotField } from './honeypot-field';
import styles from './forms.module.css';

type Props = {
  idPrefix: string;
  website: string;
  onWebsiteChange: (value: string) => void;
  pending: boolean;
  label: string;
  pendingLabel: string;
  notice?: NoticeKind;
};

/** The end of every form: the honeypot, the consent notice and a submit button that cannot double-send. */
export function FormFooter({
  idPrefix,
  website,
  onWebsiteChange,
  pending,
  label,
  pendingLabel,
  notice,
}: Props) {
  return (
    <>
      <HoneypotField id={`${idPrefix}-website`} value={website} onChange={onWebsiteChange} />
      <ConsentNotice kind={notice} />
      <button type="submit" className={styles.submit} disabled={pending} aria-busy={pending}>
        {pending ? pendingLabel : label}
      </button>
    </>
  );
}
