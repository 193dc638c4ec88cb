'use client';

import {
  formatDay,
  formatRange,
  priceChartRows,
  priceHistoryPayload,
  projectPriceStory,
  projectPriceSummary,
  type PricePoint,
  type ProjectPriceStory,
} from '@/lib/site/project/price-series';
import { formatCroreLakh } from '@/lib/site/project/rupees';
import { lazy, Suspense, useRef, type CSSProperties } from 'react';
import { CHART_COLOURS } from './chart-colours';
import styles from './price-charts.module.css';
import { useNearData } from './use-near-data';

const PriceHistoryChart = lazy(() => import('./price-history-chart'));

/** The story, and the chart's rows carried on to the moment the answer came. */
function parseStory(raw: unknown): { story: ProjectPriceStory; rows: PricePoint[] } {
  const story = projectPriceStory(priceHistoryPayload.parse(raw));
  return { story, rows: story.kind === 'changed' ? priceChartRows(story.points, Date.now()) : [] };
}

/**
 * A project's price history (issue 49): the server renders the current price over an empty chart of the same
 * height; near the viewport the published prices are fetched (the build has no database: the page cannot carry
 * them) and drawn with Recharts, whose code comes only then. Read aloud: the sentence and a table of the prices.
 */
export function PriceHistoryLive({ source, projectName, currentPrice }: { source: string; projectName: string; currentPrice: string }) {
  const area = useRef<HTMLDivElement>(null);
  const result = useNearData(area, source, parseStory);
  return (
    <div ref={area} className={styles.live}>
      {result.state === 'ready' ? (
        <Story {...result.data} projectName={projectName} />
      ) : (
        <>
          <p className={styles.summary}>
            Current price <span className={styles.current}>{currentPrice}</span>
          </p>
          {result.state === 'failed' ? (
            <p className={styles.empty}>
              <strong>Price history unavailable</strong>
              <span>It could not be loaded just now; the data link below has it.</span>
            </p>
          ) : (
            <div className={styles.waiting} aria-hidden="true" />
          )}
        </>
      )}
    </div>
  );
}

function Story({ story, rows, projectName }: { story: ProjectPriceStory; rows: PricePoint[]; projectName: string }) {
  if (story.kind === 'none')
    return (
      <p className={styles.empty}>
        <strong>No published price yet</strong>
        <span>{projectPriceSummary(story)}</span>
      </p>
    );
  if (story.kind === 'unchanged')
    return (
      <p className={styles.empty}>
        <strong>Price unchanged since {formatDay(story.since)}</strong>
        <span>{formatRange(story.from, story.upTo)}, as published. Each change will show here on a chart.</span>
      </p>
    );
  return (
    <>
      <p className={styles.summary}>{projectPriceSummary(story)}</p>
      <ul className={styles.legend} aria-hidden="true">
        <li style={{ '--key-colour': CHART_COLOURS.primary } as CSSProperties}>Starting price</li>
        <li style={{ '--key-colour': CHART_COLOURS.accent } as CSSProperties}>Highest price</li>
      </ul>
      <div className={styles.plot} aria-hidden="true">
        <Suspense fallback={<div className={styles.waiting} />}>
          <PriceHistoryChart rows={rows} />
        </Suspense>
      </div>
      <table className="visually-hidden">
        <caption>Published prices of {projectName}</caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">Starting price</th>
            <th scope="col">Highest price</th>
          </tr>
        </thead>
        <tbody>
          {story.points.map((point) => (
            <tr key={point.at}>
              <th scope="row">{formatDay(point.at)}</th>
              <td>{formatCroreLakh(point.from)}</td>
              <td>{formatCroreLakh(point.upTo)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
