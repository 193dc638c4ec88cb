import type { ReactNode } from 'react';
import styles from './forms.module.css';
import { HoneypotField } from './honeypot-field';

type Props = {
  idPrefix: string;
  /** The privacy notice the form is sent under (useNotice, or ConsentNotice where the server renders the form). */
  notice: ReactNode;
  website?: string;
  onWebsiteChange?: (value: string) => void;
  pending?: boolean;
  label: string;
  pendingLabel: string;
};

/** The end of every form: the honeypot, the consent notice and a submit button that cannot double-send. */
export function FormFooter({ idPrefix, notice, website, onWebsiteChange, pending = false, label, pendingLabel }: Props) {
  return (
    <>
      <HoneypotField id={`${idPrefix}-website`} value={website} onChange={onWebsiteChange} />
      {notice}
      <button type="submit" className={styles.submit} disabled={pending} aria-busy={pending}>
        {pending ? pendingLabel : label}
      </button>
    </>
  );
}
