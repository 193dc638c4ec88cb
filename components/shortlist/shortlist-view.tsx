'use client';

import gridStyles from '@/components/listing/project-grid.module.css';
import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import { useHydrated } from '@/components/ui/use-hydrated';
import { COMPARE_MAX, COMPARE_MIN } from '@/lib/site/project/compare';
import { useState } from 'react';
import { CompactCard } from './compact-card';
import { setShortlist, toggleShortlist, useShortlist } from './id-store';
import { ShortlistEnquiry } from './shortlist-enquiry';
import styles from './shortlist-view.module.css';
import { useCatalogue } from './use-catalogue';

/** The browser's shortlist as cards, with remove buttons, a compare selection and the enquiry. */
export function ShortlistView() {
  const hydrated = useHydrated();
  const ids = useShortlist();
  const catalogue = useCatalogue(ids, setShortlist);
  const [chosen, setChosen] = useState<string[]>([]);

  if (!hydrated || (ids.length > 0 && catalogue.status === 'loading')) {
    return <p className={`${gridStyles.empty} ${styles.slot}`}>Loading your shortlist…</p>;
  }
  if (ids.length > 0 && catalogue.status === 'error') {
    return <p className={`${gridStyles.empty} ${styles.slot}`}>Your shortlist could not be loaded. Please reload the page.</p>;
  }
  const cards = catalogue.status === 'ready' ? ids.flatMap((id) => catalogue.cards.get(id) ?? []) : [];
  if (cards.length === 0) {
    return (
      <div className={`${gridStyles.empty} ${styles.slot} ${styles.empty}`}>
        <p>Your shortlist is empty. Tap the heart on any project to keep it here.</p>
        <Link href="/project-details" className="btn btn-primary">
          Explore Properties
        </Link>
      </div>
    );
  }

  const selected = chosen.filter((id) => ids.includes(id));
  const canCompare = selected.length >= COMPARE_MIN && selected.length <= COMPARE_MAX;
  const toggleChosen = (id: string) =>
    setChosen((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));

  return (
    <>
      <div className={styles.bar}>
        <p className={styles.count} aria-live="polite">
          {cards.length} {cards.length === 1 ? 'project' : 'projects'} shortlisted · {selected.length} chosen to compare
        </p>
        {canCompare ? (
          <Link href={`/compare?ids=${selected.map(encodeURIComponent).join(',')}`} className="btn btn-accent">
            Compare ({selected.length})
          </Link>
        ) : (
          <p className={styles.hint}>
            Choose {COMPARE_MIN} to {COMPARE_MAX} projects to compare.
          </p>
        )}
      </div>
      <ul className={styles.grid}>
        {cards.map((card) => {
          const isChosen = selected.includes(card.id);
          return (
            <li key={card.id}>
              <CompactCard card={card}>
                <div className={styles.actions}>
                  <label className={styles.choose}>
                    <input
                      type="checkbox"
                      checked={isChosen}
                      disabled={!isChosen && selected.length >= COMPARE_MAX}
                      onChange={() => toggleChosen(card.id)}
                    />
                    Compare<span className="visually-hidden"> {card.name}</span>
                  </label>
                  <button type="button" className={styles.remove} onClick={() => toggleShortlist(card.id)}>
                    Remove<span className="visually-hidden"> {card.name}</span>
                  </button>
                </div>
              </CompactCard>
            </li>
          );
        })}
      </ul>
      <div className={styles.enquiry}>
        <p>One message to our advisors with all {cards.length} projects; we call you back with prices, offers and site visit slots.</p>
        <ShortlistEnquiry projects={cards.map((card) => ({ developer: card.developerKey, id: card.id, name: card.name }))} />
      </div>
    </>
  );
}
