'use client';

import { localityTrendSummary, priceTrendPayload, type LocalityTrend } from '@/lib/site/project/price-series';
import { formatRupees } from '@/lib/site/project/rupees';
import { lazy, Suspense, useRef } from 'react';
import styles from './price-charts.module.css';
import { useNearData } from './use-near-data';

const PriceTrendChart = lazy(() => import('./price-trend-chart'));

const parseTrend = (raw: unknown): LocalityTrend => priceTrendPayload.parse(raw).trend;

/**
 * A locality's median price per sq ft by quarter, from the prices we published (issue 49): as the project's price
 * history (price-history-live.tsx), fetched and drawn near the viewport over a placeholder of the same height.
 */
export function PriceTrendLive({ source, locality }: { source: string; locality: string }) {
  const area = useRef<HTMLDivElement>(null);
  const result = useNearData(area, source, parseTrend);
  if (result.state !== 'ready')
    return (
      <div ref={area} className={styles.live}>
        <p className={styles.summary}>The median by quarter, from the prices we have published</p>
        {result.state === 'failed' ? (
          <p className={styles.empty}>
            <strong>Price trend unavailable</strong>
            <span>It could not be loaded just now; the data link below has it.</span>
          </p>
        ) : (
          <div className={styles.waiting} aria-hidden="true" />
        )}
      </div>
    );
  const trend = result.data;
  const last = trend.at(-1);
  return (
    <div ref={area} className={styles.live}>
      {trend.length < 2 ? (
        <p className={styles.empty}>
          <strong>{last ? `${formatRupees(last.medianPricePerSqft)} per sq ft` : 'No rate published yet'}</strong>
          <span>{localityTrendSummary(trend, locality)}</span>
        </p>
      ) : (
        <>
          <p className={styles.summary}>{localityTrendSummary(trend, locality)}</p>
          <div className={styles.plot} aria-hidden="true">
            <Suspense fallback={<div className={styles.waiting} />}>
              <PriceTrendChart trend={trend} />
            </Suspense>
          </div>
          <table className="visually-hidden">
            <caption>Median price per sq ft in {locality}, by quarter</caption>
            <thead>
              <tr>
                <th scope="col">Quarter</th>
                <th scope="col">Median price per sq ft</th>
                <th scope="col">Floor plans</th>
              </tr>
            </thead>
            <tbody>
              {trend.map((quarter) => (
                <tr key={quarter.quarter}>
                  <th scope="row">{quarter.quarter}</th>
                  <td>{formatRupees(quarter.medianPricePerSqft)}</td>
                  <td>{quarter.configurations}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
