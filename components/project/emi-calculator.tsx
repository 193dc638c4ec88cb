import { EMI_DEFAULTS, EMI_LIMITS, emiFor, paymentShares } from '@/lib/site/project/emi';
import { formatRupees } from '@/lib/site/project/rupees';
import { DeferredEmiLive as EmiLive, DeferredEmiPriceButton as EmiPriceButton } from './deferred-project';
import styles from './emi-calculator.module.css';
import type { EmiField } from './emi-fields';

const FIELDS: { field: EmiField; label: string; unit: string }[] = [
  { field: 'loan', label: 'Loan amount', unit: '₹' },
  { field: 'rate', label: 'Interest rate', unit: '% a year' },
  { field: 'years', label: 'Loan tenure', unit: 'years' },
];

const LOAN_SHARE_OF_PRICE = 0.8;

/**
 * SPEC section 9: EMI, total payment and total interest as the inputs change, with a donut of principal against
 * interest. The server renders it with the SPEC's defaults; its behaviour and the donut (Recharts, when the
 * calculator nears the viewport) come after the page (emi-live.tsx, issue 43), and follow these fields.
 */
export function EmiCalculator({ lowerPrice }: { lowerPrice: number }) {
  const result = emiFor(EMI_DEFAULTS.loan, EMI_DEFAULTS.rate, EMI_DEFAULTS.years);
  const shares = paymentShares(EMI_DEFAULTS.loan, result);
  const suggestedLoan = Math.round(lowerPrice * LOAN_SHARE_OF_PRICE);

  return (
    <div className={styles.calculator} data-emi-calculator="">
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
        {suggestedLoan > 0 && <EmiPriceButton loan={suggestedLoan} lowerPrice={formatRupees(lowerPrice)} />}
      </div>
      <div className={styles.results}>
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
        <figure className={styles.chart}>
          <EmiLive />
          <figcaption className={styles.legend}>
            <span className={styles.principalKey} data-emi-output="principal-share">
              Principal {shares.principal}%
            </span>
            <span className={styles.interestKey} data-emi-output="interest-share">
              Interest {shares.interest}%
            </span>
          </figcaption>
        </figure>
      </div>
    </div>
  );
}
