'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * SPEC: the page scrolls to the top on every route change. Not when React first hydrates the page: the
 * visitor may already have scrolled (scripts start after the first paint), and a page opened at a #section
 * is where the browser put it.
 */
export function ScrollToTopOnNavigate() {
  const pathname = usePathname();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
