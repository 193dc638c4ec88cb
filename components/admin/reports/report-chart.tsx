'use client';

import dynamic from 'next/dynamic';
import type { ChartProps } from './chart-props';
import styles from './reports.module.css';

// Recharts loads only on the report pages, after the tables; without JavaScript the table is the report.
const BarChartView = dynamic(() => import('./bar-chart-view'), {
  ssr: false,
  loading: () => <p className="visually-hidden">Loading the chart</p>,
});

/** A report's chart, named for what it shows; screen readers are sent to the table with the same figures. */
export function ReportChart({ title, ...chart }: ChartProps & { title: string }) {
  return (
    <figure role="img" aria-label={`Chart: ${title}. The table below has the same figures.`} className={styles.chart}>
      <BarChartView {...chart} />
    </figure>
  );
}
