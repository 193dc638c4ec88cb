'use client';

import { useEffect, useState } from 'react';

/** Chromium's install offer; not in TypeScript's DOM types because it is not a standard. */
type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

/**
 * "Install app" in the site menu, only while the browser offers installation (the menu closes at its tap:
 * menu-button.tsx). The browser's own banner is
 * held back (preventDefault), so installing never interrupts a visitor who did not ask for it.
 */
export function InstallAppButton({ className }: { className?: string }) {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      setOffer(event as InstallPromptEvent);
    };
    const forget = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener('appinstalled', forget);
    return () => {
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener('appinstalled', forget);
    };
  }, []);

  if (!offer) return null;
  return (
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
    </button>
  );
}
