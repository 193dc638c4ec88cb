'use client';

import styles from './listing-filters.module.css';

type Props = {
  legend: string;
  name: string;
  options: readonly string[];
  chosen: readonly string[];
  onToggle: (value: string) => void;
};

export function CheckGroup({ legend, name, options, chosen, onToggle }: Props) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <ul className={styles.checks}>
        {options.map((option) => (
          <CheckItem key={option} name={name} value={option} checked={chosen.includes(option)} onToggle={onToggle} />
        ))}
      </ul>
    </fieldset>
  );
}

/** `label` names a value that is a key rather than words (developer 'godrej' shows as 'Godrej Properties'). */
export function CheckItem({
  name,
  value,
  label = value,
  checked,
  onToggle,
}: {
  name: string;
  value: string;
  label?: string;
  checked: boolean;
  onToggle: (value: string) => void;
}) {
  return (
    <li>
      <label>
        <input type="checkbox" name={name} value={value} checked={checked} onChange={() => onToggle(value)} />
        <span>{label}</span>
      </label>
    </li>
  );
}
