import { SiteImage } from '@/components/ui/site-image';
import type { ShortlistCard } from '@/lib/site/shortlist/card';
import type { ReactNode } from 'react';
import { HiMapPin } from 'react-icons/hi2';
import styles from './compact-card.module.css';

/** A project card drawn in the browser from the compact catalogue; `children` are its actions. */
export function CompactCard({ card, overlay, children }: { card: ShortlistCard; overlay?: ReactNode; children?: ReactNode }) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <SiteImage src={card.image} alt="" fill sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 90vw" />
        {overlay}
      </div>
      <div className={styles.body}>
        <p className={styles.developer}>{card.developer}</p>
        <h3 className={styles.name}>
          <a href={card.href}>{card.name}</a>
        </h3>
        <p className={styles.location}>
          <HiMapPin aria-hidden /> {card.localities}
        </p>
        <p className={styles.facts}>
          {card.bedrooms} · {card.propertyType}
        </p>
        <p className={styles.price}>{card.price}</p>
        {children}
      </div>
    </article>
  );
}
