import styles from './forms.module.css';
import { HoneypotField } from './honeypot-field';
import { useNotice, type NoticeKind } from './notice-context';

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
export function FormFooter({ idPrefix, website, onWebsiteChange, pending, label, pendingLabel, notice = 'enquiry' }: Props) {
  const { node } = useNotice(notice);
  return (
    <>
      <HoneypotField id={`${idPrefix}-website`} value={website} onChange={onWebsiteChange} />
      {node}
      <button type="submit" className={styles.submit} disabled={pending} aria-busy={pending}>
        {pending ? pendingLabel : label}
      </button>
    </>
  );
}
