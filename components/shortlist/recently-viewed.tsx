'use client';

import { CompactCard } from './compact-card';
import { setRecentlyViewed, useRecentlyViewed } from './id-store';
import styles from './recently-viewed.module.css';
import { ShortlistToggle } from './shortlist-toggle';
import { useCatalogue } from './use-catalogue';

/**
 * The last project pages this browser opened. Drawn only after hydration, so it is placed
 * below the fold where appearing moves nothing the visitor is looking at.
 */
export function RecentlyViewed() {
  const ids = useRecentlyViewed();
  const catalogue = useCatalogue(ids, setRecentlyViewed);
  if (ids.length === 0 || catalogue.status !== 'ready') return null;
  const cards = ids.flatMap((id) => catalogue.cards.get(id) ?? []);
  if (cards.length === 0) return null;

  return (
    <section className={styles.strip} aria-labelledby="recently-viewed-title">
      <div className="container">
        <h2 id="recently-viewed-title" className={styles.title}>
          Recently viewed
        </h2>
        <ol className={styles.list}>
          {cards.map((card) => (
            <li key={card.id}>
              <CompactCard card={card} overlay={<ShortlistToggle id={card.id} name={card.name} />} />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
