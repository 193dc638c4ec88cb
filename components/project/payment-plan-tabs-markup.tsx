import type { PaymentPlanRow } from '@/lib/site/content';
import { PaymentPlanTable } from './payment-plan-table';
import styles from './payment-plan-tabs.module.css';
import projectStyles from './project.module.css';

// SPEC section 9; only the construction-linked plan (CLP) has a table in the data.
const TABS = [
  { id: 'clp', label: 'CLP', title: 'Construction-linked plan' },
  { id: 'dp', label: 'DP', title: 'Down payment plan' },
  { id: 'other', label: 'Other', title: 'Other plans' },
] as const;

const UNAVAILABLE = 'Payment plan not currently available';

export type PaymentPlanProps = { rows: readonly PaymentPlanRow[] | null; projectName: string };

/** The payment plan's tabs and panels as the server renders them (payment-plan.tsx): CLP, with its table, chosen. */
export function PaymentPlanTabsMarkup({ rows, projectName }: PaymentPlanProps) {
  return (
    <>
      <div role="tablist" aria-label="Payment plan type" className={styles.tablist}>
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`payment-tab-${tab.id}`}
            aria-controls={`payment-panel-${tab.id}`}
            aria-selected={index === 0}
            tabIndex={index === 0 ? 0 : -1}
            title={tab.title}
            className={styles.tab}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`payment-panel-${tab.id}`}
          aria-labelledby={`payment-tab-${tab.id}`}
          hidden={index !== 0}
          className={styles.panel}
        >
          {index === 0 && rows ? (
            <PaymentPlanTable rows={rows} caption={`${projectName} construction-linked payment plan`} />
          ) : (
            <p className={projectStyles.empty}>{UNAVAILABLE}</p>
          )}
        </div>
      ))}
    </>
  );
}
