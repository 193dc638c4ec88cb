'use client';

import { INSTALL_SLOT_ID } from '@/lib/site/page/layout-constants';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** Chromium's install offer; not in TypeScript's DOM types because it is not a standard. */
type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

/**
 * "Install app" in the site menu, only while the browser offers installation (the menu closes at its tap:
 * menu-button.tsx). The browser's own banner is held back (preventDefault), so installing never interrupts a
 * visitor who did not ask for it. It listens from hydration on, as the offer may come early; it appears in its place
 * in the menu, whose markup the browser keeps as the server sent it (header-markup.tsx).
 */
export function InstallAppButton({ className }: { className?: string }) {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      setOffer(event as InstallPromptEvent);
    };
    const forget = () => setOffer(null);
    const listening = new AbortController();
    window.addEventListener('beforeinstallprompt', keep, { signal: listening.signal });
    window.addEventListener('appinstalled', forget, { signal: listening.signal });
    return () => listening.abort();
  }, []);

  const slot = offer && document.getElementById(INSTALL_SLOT_ID);
  if (!slot) return null;
  return createPortal(
    <button
      type="button"
      className={className}
      onClick={async () => {
        await offer.prompt();
        await offer.userChoice.catch(() => undefined);
        // An offer can be used once; the browser sends a new one if installing is possible again.
        setOffer(null);
      }}
    >
      Install app
    </button>,
    slot,
  );
}
