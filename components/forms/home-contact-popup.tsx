'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

export const POPUP_DELAY_MS = 5000;
export const POPUP_SESSION_KEY = 'nestora:contact-popup-shown';

// The dialog and its form are fetched when the popup's time comes, not with the page (issue 43): only this timer
// is in the home page's first-load JavaScript.
const HomeContactDialog = lazy(() => import('./home-contact-dialog'));

function alreadyShown(): boolean {
  try {
    return window.sessionStorage.getItem(POPUP_SESSION_KEY) === '1';
  } catch {
    return false; // storage blocked: showing it again is better than never
  }
}

function markShown() {
  try {
    window.sessionStorage.setItem(POPUP_SESSION_KEY, '1');
  } catch {
    // nothing to remember it in; the popup simply may show again next page load
  }
}

/** The home page's contact popup: once per browser session, five seconds after load. */
export function HomeContactPopup() {
  const [state, setState] = useState<'waiting' | 'open' | 'closed'>('waiting');

  useEffect(() => {
    if (alreadyShown()) return;
    const timer = window.setTimeout(() => {
      markShown();
      setState('open');
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (state === 'waiting') return null;
  return (
    <Suspense fallback={null}>
      <HomeContactDialog open={state === 'open'} onClose={() => setState('closed')} />
    </Suspense>
  );
}
