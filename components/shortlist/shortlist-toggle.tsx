'use client';

import { useState } from 'react';
import { HiHeart, HiOutlineHeart } from 'react-icons/hi2';
import { useHydrated } from '@/components/ui/use-hydrated';
import { SHORTLIST_MAX } from '@/lib/shortlist/store';
import { toggleShortlist, useShortlist } from './id-store';
import styles from './shortlist-toggle.module.css';

type Props = {
  id: string;
  name: string;
  /** 'overlay': a round heart over a card image; 'inline': a labelled button. */
  variant?: 'overlay' | 'inline';
};

/** Adds the project to the browser's shortlist or takes it off; the name keeps buttons apart. */
export function ShortlistToggle({ id, name, variant = 'overlay' }: Props) {
  const ids = useShortlist();
  const hydrated = useHydrated();
  const [full, setFull] = useState(false);
  const pressed = ids.includes(id);
  const Icon = pressed ? HiHeart : HiOutlineHeart;

  return (
    <span className={styles[variant]}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={pressed}
        // Nothing to do until the browser's list can be read.
        disabled={!hydrated}
        onClick={() => setFull(toggleShortlist(id) === 'full')}
      >
        <Icon aria-hidden className={styles.icon} />
        <span className={variant === 'overlay' ? 'visually-hidden' : undefined}>
          {pressed ? 'Shortlisted' : 'Shortlist'}
        </span>
        <span className="visually-hidden"> {name}</span>
      </button>
      <span role="status" className={full ? styles.full : 'visually-hidden'}>
        {full ? `Your shortlist is full (${SHORTLIST_MAX}). Remove a project to add this one.` : ''}
      </span>
    </span>
  );
}
