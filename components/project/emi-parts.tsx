import { EMI_DEFAULTS, EMI_LIMITS, emiFor } from '@/lib/site/project/emi';
import { formatRupees } from '@/lib/site/project/rupees';
import styles from './emi-calculator.module.css';
import type { EmiField } from './emi-fields';

// The EMI calculator's fields and figures with the SPEC's defaults, as the server renders them: emi-live.tsx follows
// and updates them through the DOM (emi-parts-markup.tsx keeps them out of the RSC payload).

const FIELDS: { field: EmiField; label: string; unit: string }[] = [
  { field: 'loan', label: 'Loan amount', unit: '₹' },
  { field: 'rate', label: 'Interest rate', unit: '% a year' },
  { field: 'years', label: 'Loan tenure', unit: 'years' },
];

/** The loan amount, interest rate and tenure, each a number box and a slider. */
export function EmiFields() {
  return (
    <>
      {FIELDS.map(({ field, label, unit }) => {
        const limits = EMI_LIMITS[field];
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={`emi-${field}`}>
              {label} <span className={styles.unit}>({unit})</span>
            </label>
            <input
              id={`emi-${field}`}
              type="number"
              inputMode="decimal"
              min={limits.inputMin}
              max={limits.inputMax}
              step={limits.inputStep}
              defaultValue={String(EMI_DEFAULTS[field])}
            />
            <input
              type="range"
              aria-label={`${label} slider`}
              data-emi-slider={field}
              min={limits.sliderMin}
              max={limits.sliderMax}
              step={limits.sliderStep}
              defaultValue={EMI_DEFAULTS[field]}
            />
          </div>
        );
      })}
    </>
  );
}

/** Monthly EMI, total interest and total payment for the defaults. */
export function EmiFigures() {
  const result = emiFor(EMI_DEFAULTS.loan, EMI_DEFAULTS.rate, EMI_DEFAULTS.years);
  return (
    <dl className={styles.figures} aria-live="polite">
      <div>
        <dt>Monthly EMI</dt>
        <dd data-testid="emi-monthly" data-emi-output="monthly">
          {formatRupees(result.emi, 2)}
        </dd>
      </div>
      <div>
        <dt>Total interest</dt>
        <dd data-testid="emi-interest" data-emi-output="interest">
          {formatRupees(result.totalInterest, 2)}
        </dd>
      </div>
      <div>
        <dt>Total payment</dt>
        <dd data-testid="emi-total" data-emi-output="total">
          {formatRupees(result.totalPayment, 2)}
        </dd>
      </div>
    </dl>
  );
}
