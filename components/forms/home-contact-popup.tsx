'use client';

import { useEffect, useState, type ComponentType } from 'react';

export const POPUP_DELAY_MS = 5000;
export const POPUP_SESSION_KEY = 'nestora:contact-popup-shown';

type DialogProps = { open: boolean; onClose: () => void };

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
  // The dialog's code is not in the home page's first-load JavaScript (issue 43): only this timer is. Not
  // React.lazy: a Suspense boundary's reveal waits on a timer, and the popup shows as soon as its time comes.
  const [Dialog, setDialog] = useState<ComponentType<DialogProps> | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (alreadyShown()) return;
    let cancelled = false;
    // Fetched now, after hydration, so that it is here when the time comes, even if the connection has gone by then.
    const dialog = import('./home-contact-dialog');
    const timer = window.setTimeout(() => {
      markShown();
      void dialog.then((module) => {
        if (cancelled) return;
        setDialog(() => module.default);
        setOpen(true);
      });
    }, POPUP_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, []);

  return Dialog ? <Dialog open={open} onClose={() => setOpen(false)} /> : null;
}
