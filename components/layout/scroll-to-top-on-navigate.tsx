'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** SPEC: the page scrolls to the top on every route change. */
export function ScrollToTopOnNavigate() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
