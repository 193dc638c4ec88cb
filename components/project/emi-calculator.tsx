'use client';

import { useNearViewport } from '@/components/ui/use-near-viewport';
import { EMI_DEFAULTS, EMI_LIMITS, emiFor, parseEmiInput, paymentShares } from '@/lib/site/project/emi';
import { formatRupees } from '@/lib/site/project/rupees';
import { lazy, Suspense, useRef, useState } from 'react';
import styles from './emi-calculator.module.css';

const EmiChart = lazy(() => import('./emi-chart'));

type Field = keyof typeof EMI_DEFAULTS;

const FIELDS: { field: Field; label: string; unit: string }[] = [
  { field: 'loan', label: 'Loan amount', unit: '₹' },
  { field: 'rate', label: 'Interest rate', unit: '% a year' },
  { field: 'years', label: 'Loan tenure', unit: 'years' },
];

const LOAN_SHARE_OF_PRICE = 0.8;

/**
 * SPEC section 9: EMI, total payment and total interest as the inputs change, with a donut of
 * principal against interest (Recharts, loaded when the calculator nears the viewport).
 */
export function EmiCalculator({ lowerPrice }: { lowerPrice: number }) {
  const [values, setValues] = useState<Record<Field, number>>({ ...EMI_DEFAULTS });
  const [drafts, setDrafts] = useState<Record<Field, string>>({
    loan: String(EMI_DEFAULTS.loan),
    rate: String(EMI_DEFAULTS.rate),
    years: String(EMI_DEFAULTS.years),
  });
  const root = useRef<HTMLDivElement>(null);
  const near = useNearViewport(root);

  const result = emiFor(values.loan, values.rate, values.years);
  const shares = paymentShares(values.loan, result);

  function update(field: Field, text: string) {
    setDrafts((now) => ({ ...now, [field]: text }));
    const value = parseEmiInput(text);
    if (value !== null) setValues((now) => ({ ...now, [field]: value }));
  }

  const suggestedLoan = Math.round(lowerPrice * LOAN_SHARE_OF_PRICE);

  return (
    <div ref={root} className={styles.calculator}>
      <div className={styles.inputs}>
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
                value={drafts[field]}
                onChange={(event) => update(field, event.target.value)}
              />
              <input
                type="range"
                aria-label={`${label} slider`}
                min={limits.sliderMin}
                max={limits.sliderMax}
                step={limits.sliderStep}
                value={values[field]}
                onChange={(event) => update(field, event.target.value)}
              />
            </div>
          );
        })}
        {suggestedLoan > 0 && (
          <button type="button" className="btn btn-outline" onClick={() => update('loan', String(suggestedLoan))}>
            Use this project&apos;s price
            <span className="visually-hidden"> (80 % of {formatRupees(lowerPrice)})</span>
          </button>
        )}
      </div>
      <div className={styles.results}>
        <dl className={styles.figures} aria-live="polite">
          <div>
            <dt>Monthly EMI</dt>
            <dd data-testid="emi-monthly">{formatRupees(result.emi, 2)}</dd>
          </div>
          <div>
            <dt>Total interest</dt>
            <dd data-testid="emi-interest">{formatRupees(result.totalInterest, 2)}</dd>
          </div>
          <div>
            <dt>Total payment</dt>
            <dd data-testid="emi-total">{formatRupees(result.totalPayment, 2)}</dd>
          </div>
        </dl>
        <figure className={styles.chart}>
          <div className={styles.chartArea} aria-hidden="true" inert>
            {near && (
              <Suspense fallback={null}>
                <EmiChart principal={shares.principal} interest={shares.interest} />
              </Suspense>
            )}
          </div>
          <figcaption className={styles.legend}>
            <span className={styles.principalKey}>Principal {shares.principal}%</span>
            <span className={styles.interestKey}>Interest {shares.interest}%</span>
          </figcaption>
        </figure>
      </div>
    </div>
  );
}
