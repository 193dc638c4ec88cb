import type { ChangeEvent } from 'react';
import styles from './forms.module.css';

type Props = { id: string; value?: string; onChange?: (value: string) => void };

/**
 * Hidden from people (off-screen, out of the tab order, hidden from assistive technology) but
 * filled in by naive bots; such submissions are stored with the spam flag rather than dropped.
 * Without `onChange` it is the server's plain HTML field.
 */
export function HoneypotField({ id, value = '', onChange }: Props) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...(onChange
          ? { value, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value) }
          : { defaultValue: value })}
      />
    </div>
  );
}
