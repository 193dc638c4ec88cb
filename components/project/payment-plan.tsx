import { DeferredPaymentPlanTabsLive as PaymentPlanTabsLive } from './deferred-project';
import type { PaymentPlanProps } from './payment-plan-tabs-markup';
import styles from './payment-plan-tabs.module.css';
import { PAYMENT_PLAN_TABS_ID, PaymentPlanTabsMarkup } from './project-markup';

/**
 * CLP, DP and Other tabs around the plan's table (project page and /payment-plans/{id}). Server markup the browser
 * keeps as it is (PaymentPlanTabsMarkup): the tabs' behaviour (a click or the arrow keys choose a panel) comes after
 * the page (payment-plan-tabs-live.tsx, issue 43), and a tab tapped before is held until then (ISLAND_ATTRIBUTE).
 */
export function PaymentPlan({ rows, projectName }: PaymentPlanProps) {
  return (
    <>
      <PaymentPlanTabsLive rootId={PAYMENT_PLAN_TABS_ID} />
      <PaymentPlanTabsMarkup className={styles.tabs} rows={rows} projectName={projectName} />
    </>
  );
}
