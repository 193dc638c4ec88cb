'use client';

import { useState } from 'react';

type Props = {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onValue: (value: number) => void;
  className?: string;
};

/** A number field that lets the visitor type freely and reports each complete number it holds. */
export function NumberBox({ label, value, min, max, step, onValue, className }: Props) {
  const [text, setText] = useState<string | null>(null);
  return (
    <input
      type="number"
      inputMode="decimal"
      aria-label={label}
      className={className}
      min={min}
      max={max}
      step={step}
      value={text ?? String(value)}
      onFocus={() => setText(String(value))}
      onBlur={() => setText(null)}
      onChange={(event) => {
        setText(event.target.value);
        const number = event.target.valueAsNumber;
        if (Number.isFinite(number)) onValue(number);
      }}
    />
  );
}
