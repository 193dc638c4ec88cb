'use client';

import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * False until `load` (code to fetch and run) has resolved; it is called once `due`, in a task of its own after
 * the next paint, never while React renders, and the change to true is a transition, which React renders in
 * slices. A failed load leaves it false: the page works without what it would have shown.
 */
export function useLoadedAfterPaint(load: () => Promise<unknown>, due = true): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!due) return;
    let current = true;
    const cancel = afterNextPaint(() => {
      load().then(
        () => current && startTransition(() => setLoaded(true)),
        () => undefined,
      );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [load, due]);
  return loaded;
}
