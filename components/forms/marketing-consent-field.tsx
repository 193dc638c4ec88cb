'use client';

import { MARKETING_TICKED } from '@/lib/intake/forms/form-consent';
import { useEffect, useRef } from 'react';
import styles from './forms.module.css';

type Props = { id: string; checked: boolean; onChange: (checked: boolean) => void };

/**
 * The separate, optional yes to offers and new launches: never ticked for the visitor, never required.
 * Without JavaScript the box posts `marketing=yes` only when ticked.
 */
export function MarketingConsentField({ id, checked, onChange }: Props) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // A tick made before the page hydrated is on the box but not yet in the form's state.
    if (box.current?.checked && !checked) onChange(true);
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={styles.marketing}>
      <input
        ref={box}
        id={id}
        type="checkbox"
        name="marketing"
        value={MARKETING_TICKED}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>Also send me new launches and offers by phone, WhatsApp or e-mail (optional; stop them at any time).</label>
    </div>
  );
}
