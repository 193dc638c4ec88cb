'use client';

import { clampToRange } from '@/lib/site/listing/query';
import styles from './listing-filters.module.css';
import { NumberBox } from './number-box';

type Range = { min: number; max: number; step: number };

type Props<Unit extends string> = {
  legend: string;
  /** 'budget' names the controls 'Minimum budget' / 'Maximum budget' and the fields budgetMin / budgetMax. */
  name: string;
  range: Range;
  value: [number, number];
  unit: Unit;
  units: readonly { value: Unit; label: string; title: string }[];
  onChange: (value: [number, number], unit: Unit, settled: boolean) => void;
};

/** Two slider + number pairs and a unit switch; the thumbs push each other so min never passes max. */
export function RangeFilter<Unit extends string>({ legend, name, range, value, unit, units, onChange }: Props<Unit>) {
  const title = legend.toLowerCase();

  function set(index: 0 | 1, raw: number, settled: boolean) {
    const number = clampToRange(raw, range) ?? value[index];
    const next: [number, number] = index === 0 ? [number, Math.max(number, value[1])] : [Math.min(number, value[0]), number];
    onChange(next, unit, settled);
  }

  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <div className={styles.units} role="radiogroup" aria-label={`${legend} unit`}>
        {units.map((option) => (
          <label key={option.value} className={styles.unit}>
            <input
              type="radio"
              name={`${name}Unit`}
              value={option.value}
              checked={unit === option.value}
              onChange={() => onChange(value, option.value, true)}
            />
            <span>
              {option.label}
              <span className="visually-hidden"> ({option.title})</span>
            </span>
          </label>
        ))}
      </div>
      {(['Minimum', 'Maximum'] as const).map((side, index) => (
        <div key={side} className={styles.rangeRow}>
          <label className={styles.rangeLabel}>
            <span>
              {side} {title}
            </span>
            <input
              type="range"
              name={`${name}${side === 'Minimum' ? 'Min' : 'Max'}`}
              min={range.min}
              max={range.max}
              step={range.step}
              value={value[index as 0 | 1]}
              aria-valuetext={`${value[index as 0 | 1]} ${unit}`}
              onChange={(event) => set(index as 0 | 1, event.target.valueAsNumber, false)}
              onPointerUp={() => onChange(value, unit, true)}
            />
          </label>
          <NumberBox
            label={`${side} ${title} in ${unit}`}
            className={styles.number}
            value={value[index as 0 | 1]}
            min={range.min}
            max={range.max}
            step={range.step}
            onValue={(number) => set(index as 0 | 1, number, false)}
          />
        </div>
      ))}
    </fieldset>
  );
}
