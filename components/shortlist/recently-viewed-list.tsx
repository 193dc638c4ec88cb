'use client';

import { CompactCard } from './compact-card';
import { setRecentlyViewed } from './id-store';
import styles from './recently-viewed.module.css';
import { ShortlistToggle } from './shortlist-toggle';
import { useCatalogue } from './use-catalogue';

/** The strip of recently viewed projects, for the ids this browser keeps (loaded by ./recently-viewed.tsx). */
export default function RecentlyViewedList({ ids }: { ids: readonly string[] }) {
  const catalogue = useCatalogue(ids, setRecentlyViewed);
  if (catalogue.status !== 'ready') return null;
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
