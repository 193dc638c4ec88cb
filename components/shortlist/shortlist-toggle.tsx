'use client';

import { Icon } from '@/components/ui/icon';
import { SHORTLIST_MAX } from '@/lib/site/shortlist/store';
import { useState } from 'react';
import { setShortlisted, useShortlist } from './id-store';
import styles from './shortlist-toggle.module.css';

type Props = {
  id: string;
  name: string;
  /** 'overlay': a round heart over a card image; 'inline': a labelled button. */
  variant?: 'overlay' | 'inline';
};

/**
 * Adds the project to the browser's shortlist or takes it off; the name keeps buttons apart. A tap before
 * React runs is held by the page's loader and made once the browser's list can be read. The server cannot know
 * the device's list, so before hydration every heart shows "Shortlist": a tap does what the heart showed (add),
 * never a blind toggle, and the loader does not replay it if the heart already shows it shortlisted
 * (browser/hydration-loader/tap-replay.ts), so a project shortlisted on an earlier visit stays on the list.
 */
export function ShortlistToggle({ id, name, variant = 'overlay' }: Props) {
  const ids = useShortlist();
  const [full, setFull] = useState(false);
  const pressed = ids.includes(id);

  return (
    <span className={styles[variant]}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={pressed}
        onClick={() => setFull(setShortlisted(id, !pressed) === 'full')}
      >
        <Icon name={pressed ? 'heart' : 'heart-outline'} className={styles.icon} />
        <span className={variant === 'overlay' ? 'visually-hidden' : undefined}>{pressed ? 'Shortlisted' : 'Shortlist'}</span>
        <span className="visually-hidden"> {name}</span>
      </button>
      <span role="status" className={full ? styles.full : 'visually-hidden'}>
        {full ? `Your shortlist is full (${SHORTLIST_MAX}). Remove a project to add this one.` : ''}
      </span>
    </span>
  );
}
