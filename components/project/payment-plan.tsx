import type { PaymentPlanRow } from '@/lib/site/content';
import { PaymentPlanTable } from './payment-plan-table';
import { PaymentPlanTabs } from './payment-plan-tabs';
import styles from './project.module.css';

/** CLP, DP and Other tabs around the plan's table (project page and /payment-plans/{id}). */
export function PaymentPlan({ rows, projectName }: { rows: readonly PaymentPlanRow[] | null; projectName: string }) {
  return (
    <PaymentPlanTabs>
      {rows ? (
        <PaymentPlanTable rows={rows} caption={`${projectName} construction-linked payment plan`} />
      ) : (
        <p className={styles.empty}>Payment plan not currently available</p>
      )}
    </PaymentPlanTabs>
  );
}
