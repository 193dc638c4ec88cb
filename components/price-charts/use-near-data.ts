'use client';

import { useInView } from '@/components/ui/use-island-trigger';
import { useEffect, useState, type RefObject } from 'react';

export type NearData<T> = { state: 'waiting' } | { state: 'failed' } | { state: 'ready'; data: T };

/**
 * Fetches `url` once the element comes near the viewport (TRIGGERS.near), and parses the answer with `parse` (an
 * answer of another shape is a failure, as a network error is). Until then, and while it comes, 'waiting'.
 */
export function useNearData<T>(ref: RefObject<Element | null>, url: string, parse: (raw: unknown) => T): NearData<T> {
  const near = useInView(ref, 'near');
  const [result, setResult] = useState<NearData<T>>({ state: 'waiting' });
  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json();
      })
      .then((raw: unknown) => setResult({ state: 'ready', data: parse(raw) }))
      .catch(() => {
        if (!controller.signal.aborted) setResult({ state: 'failed' });
      });
    return () => controller.abort();
  }, [near, url, parse]);
  return result;
}
