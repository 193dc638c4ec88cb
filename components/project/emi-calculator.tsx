import { EMI_DEFAULTS, emiFor, paymentShares } from '@/lib/site/project/emi';
import { formatRupees } from '@/lib/site/project/rupees';
import { DeferredEmiLive as EmiLive, DeferredEmiPriceButton as EmiPriceButton } from './deferred-project';
import styles from './emi-calculator.module.css';
import { EmiFieldsMarkup, EmiFiguresMarkup } from './emi-parts-markup';

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
        <EmiFieldsMarkup className={styles.contents} />
        {suggestedLoan > 0 && <EmiPriceButton loan={suggestedLoan} lowerPrice={formatRupees(lowerPrice)} />}
      </div>
      <div className={styles.results}>
        <EmiFiguresMarkup className={styles.contents} />
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
