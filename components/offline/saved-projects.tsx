'use client';

import { setRecentlyViewed, setShortlist, useRecentlyViewed, useShortlist } from '@/components/shortlist/id-store';
import { useCatalogue } from '@/components/shortlist/use-catalogue';
import type { ShortlistCard } from '@/lib/site/shortlist/card';
import { useEffect, useState } from 'react';
import styles from './saved-projects.module.css';

/** The addresses among these that this browser has saved, so that a link offline never leads nowhere. */
function useSavedHrefs(hrefs: readonly string[]): ReadonlySet<string> | null {
  const [saved, setSaved] = useState<ReadonlySet<string> | null>(null);
  const key = hrefs.join('\n');
  useEffect(() => {
    if (typeof caches === 'undefined') return;
    let live = true;
    void Promise.all(hrefs.map(async (href) => ((await caches.match(href, { ignoreVary: true })) ? [href] : []))).then((found) => {
      if (live) setSaved(new Set(found.flat()));
    });
    return () => {
      live = false;
    };
    // `key` stands for the list's content; the array itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return saved;
}

function ProjectList({ title, cards }: { title: string; cards: ShortlistCard[] }) {
  if (cards.length === 0) return null;
  return (
    <section className={styles.group} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {cards.map((card) => (
          <li key={card.id}>
            <a href={card.href} className={styles.link}>
              {card.name}
            </a>
            <span className={styles.meta}>
              {card.developer} · {card.localities}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The shortlisted and recently viewed projects whose pages can be opened without a connection. */
export function SavedProjects() {
  const shortlist = useShortlist();
  const recent = useRecentlyViewed();
  const shortlistCatalogue = useCatalogue(shortlist, setShortlist);
  const recentCatalogue = useCatalogue(recent, setRecentlyViewed);
  const cardsOf = (ids: readonly string[], state: typeof shortlistCatalogue) =>
    state.status === 'ready' ? ids.flatMap((id) => state.cards.get(id) ?? []) : [];
  const shortlisted = cardsOf(shortlist, shortlistCatalogue);
  const viewed = cardsOf(recent, recentCatalogue).filter((card) => !shortlist.includes(card.id));
  const saved = useSavedHrefs([...shortlisted, ...viewed].map((card) => card.href));

  if (!saved) return null;
  const available = (cards: ShortlistCard[]) => cards.filter((card) => saved.has(card.href));
  const savedShortlist = available(shortlisted);
  const savedViewed = available(viewed);
  if (savedShortlist.length === 0 && savedViewed.length === 0) {
    return <p className={styles.empty}>Projects you open while online are kept here for when you are not.</p>;
  }
  return (
    <div data-testid="saved-projects">
      <ProjectList title="Your shortlist" cards={savedShortlist} />
      <ProjectList title="Recently viewed" cards={savedViewed} />
    </div>
  );
}
