'use client';

import { useRouter } from 'next/navigation';

/** Back to where the visitor came from, or home when the page was opened directly. */
export function GoBackButton({ className }: { className?: string }) {
  const router = useRouter();
  return (
    <button type="button" className={className} onClick={() => (window.history.length > 1 ? router.back() : router.push('/'))}>
      Go Back
    </button>
  );
}
