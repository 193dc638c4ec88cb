import { DeferredPriceTrendLive as PriceTrendLive } from './deferred-price-trend';
import styles from './price-charts.module.css';

const priceTrendSource = (citySlug: string, localitySlug: string) =>
  `/api/price-trend/${encodeURIComponent(citySlug)}/${encodeURIComponent(localitySlug)}`;

/** The locality page's median price per sq ft by quarter, drawn by the browser after the page. */
export function LocalityPriceTrend({ citySlug, localitySlug, locality }: { citySlug: string; localitySlug: string; locality: string }) {
  const source = priceTrendSource(citySlug, localitySlug);
  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        <PriceTrendLive source={source} locality={locality} />
      </div>
      <figcaption className={styles.caption}>
        The middle rate per sq ft of the floor plans we list in {locality}, as published at each quarter&apos;s end. The same figures as
        data: <a href={source}>price trend (JSON)</a>.
      </figcaption>
    </figure>
  );
}
