'use client';

/** Rendered in the browser too, so a page built last year still shows this year. */
export function CurrentYear() {
  return <span suppressHydrationWarning>{new Date().getFullYear()}</span>;
}
