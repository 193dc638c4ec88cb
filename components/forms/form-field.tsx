import type { HTMLInputAutoCompleteAttribute } from 'react';
import styles from './forms.module.css';

type Props = {
  id: string;
  name: string;
  label: string;
  value?: string;
  /** Without it the field is the server's plain HTML one (components/forms/enquiry-form-view.tsx): it starts empty. */
  onChange?: (value: string) => void;
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
  value = '',
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
    required,
    maxLength,
    autoComplete,
    className: multiline ? `${styles.input} ${styles.textarea}` : styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...(onChange ? { value, onChange: (event: { target: { value: string } }) => onChange(event.target.value) } : { defaultValue: value }),
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
      {multiline ? <textarea {...shared} rows={3} /> : <input {...shared} type={type} inputMode={type === 'tel' ? 'tel' : undefined} />}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
