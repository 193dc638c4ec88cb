'use client';

import { useRouter } from 'next/navigation';
import { useHydrated } from './use-hydrated';

/**
 * Back to where the visitor came from, or home when the page was opened directly. Going back needs JavaScript, so
 * the button comes once React runs: without it, the page's links are the way on, and no dead button is shown.
 */
export function GoBackButton({ className }: { className?: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" className={className} onClick={() => (window.history.length > 1 ? router.back() : router.push('/'))}>
      Go Back
    </button>
  );
}
