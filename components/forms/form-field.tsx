import type { HTMLInputAutoCompleteAttribute } from 'react';
import styles from './forms.module.css';

type Props = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: HTMLInputAutoCompleteAttribute;
  type?: 'text' | 'tel' | 'email';
  multiline?: boolean;
  required?: boolean;
  maxLength?: number;
  error?: string;
};

/** A labelled input whose error is text tied to it, so screen readers announce it too. */
export function FormField({
  id,
  name,
  label,
  value,
  onChange,
  autoComplete,
  type = 'text',
  multiline = false,
  required = false,
  maxLength,
  error,
}: Props) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    required,
    maxLength,
    autoComplete,
    className: multiline ? `${styles.input} ${styles.textarea}` : styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : (
          <span className={styles.optional}> (optional)</span>
        )}
      </label>
      {multiline ? (
        <textarea {...shared} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} inputMode={type === 'tel' ? 'tel' : undefined} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
