import { AWAITING_CODE_ATTRIBUTE } from '@/browser/hydration-loader/awaiting-code';
import type { ReactNode } from 'react';
import { DeferredPaymentPlanTabsLive as PaymentPlanTabsLive } from './deferred-project';
import styles from './payment-plan-tabs.module.css';
import projectStyles from './project.module.css';

// SPEC section 9; only the construction-linked plan (CLP) has a table in the data.
const TABS = [
  { id: 'clp', label: 'CLP', title: 'Construction-linked plan' },
  { id: 'dp', label: 'DP', title: 'Down payment plan' },
  { id: 'other', label: 'Other', title: 'Other plans' },
] as const;

const UNAVAILABLE = 'Payment plan not currently available';
const ROOT_ID = 'payment-plan-tabs';

/**
 * The payment plan's tabs; the CLP panel (server-rendered children) is shown by default. Server markup: the tabs'
 * behaviour (a click or the arrow keys choose a panel) comes after the page (payment-plan-tabs-live.tsx, issue 43),
 * and a tab tapped before it is held until then (AWAITING_CODE_ATTRIBUTE).
 */
export function PaymentPlanTabs({ children }: { children: ReactNode }) {
  return (
    <div id={ROOT_ID} className={styles.tabs} {...{ [AWAITING_CODE_ATTRIBUTE]: '' }}>
      <PaymentPlanTabsLive rootId={ROOT_ID} />
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
          {index === 0 ? children : <p className={projectStyles.empty}>{UNAVAILABLE}</p>}
        </div>
      ))}
    </div>
  );
}
