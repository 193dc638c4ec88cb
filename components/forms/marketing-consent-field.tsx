import { MARKETING_TICKED } from '@/lib/intake/forms/form-consent';
import type { ChangeEvent } from 'react';
import styles from './forms.module.css';

type Props = { id: string; checked?: boolean; onChange?: (checked: boolean) => void };

/**
 * The separate, optional yes to offers and new launches: never ticked for the visitor, never required.
 * Without JavaScript the box posts `marketing=yes` only when ticked. Without `onChange` it is the server's plain
 * HTML box; a tick made before React owns it reaches the form's state through useSubmitForm.
 */
export function MarketingConsentField({ id, checked = false, onChange }: Props) {
  return (
    <div className={styles.marketing}>
      <input
        id={id}
        type="checkbox"
        name="marketing"
        value={MARKETING_TICKED}
        {...(onChange
          ? { checked, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked) }
          : { defaultChecked: checked })}
      />
      <label htmlFor={id}>Also send me new launches and offers by phone, WhatsApp or e-mail (optional; stop them at any time).</label>
    </div>
  );
}
