'use client';

import { islandReady } from '@/browser/hydration-loader/island-marks';
import { useEffect } from 'react';
import { PAYMENT_PLAN_OPEN_EVENT } from './scroll-to-section';

const MOVES: Record<string, (selected: number, count: number) => number> = {
  ArrowRight: (selected, count) => (selected + 1) % count,
  ArrowLeft: (selected, count) => (selected - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The payment plan tabs' behaviour (payment-plan-tabs.tsx) on their server markup, found by `rootId`: a click
 * chooses a tab, the arrow keys, Home and End move between them (WAI-ARIA tabs, automatic activation), and
 * "View Payment Plan" (PAYMENT_PLAN_OPEN_EVENT) opens the CLP tab. Renders nothing.
 */
export function PaymentPlanTabsLive({ rootId }: { rootId: string }) {
  useEffect(() => {
    const root = document.getElementById(rootId);
    const tablist = root?.querySelector<HTMLElement>('[role="tablist"]');
    if (!root || !tablist) return;
    const tabs = [...tablist.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const selected = () =>
      Math.max(
        0,
        tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
      );

    function select(index: number, focus?: FocusOptions) {
      tabs.forEach((tab, position) => {
        const chosen = position === index;
        tab.setAttribute('aria-selected', String(chosen));
        tab.tabIndex = chosen ? 0 : -1;
        document.getElementById(tab.getAttribute('aria-controls') ?? '')?.toggleAttribute('hidden', !chosen);
      });
      if (focus) tabs[index]?.focus(focus);
    }
    function onClick(event: MouseEvent) {
      const index = tabs.indexOf((event.target as Element).closest('[role="tab"]') as HTMLButtonElement);
      if (index >= 0) select(index);
    }
    function onKeyDown(event: KeyboardEvent) {
      const move = MOVES[event.key];
      if (!move) return;
      event.preventDefault();
      select(move(selected(), tabs.length), {});
    }
    const open = () => select(0, { preventScroll: true });

    tablist.addEventListener('click', onClick);
    tablist.addEventListener('keydown', onKeyDown);
    window.addEventListener(PAYMENT_PLAN_OPEN_EVENT, open);
    islandReady(rootId);
    return () => {
      tablist.removeEventListener('click', onClick);
      tablist.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(PAYMENT_PLAN_OPEN_EVENT, open);
    };
  }, [rootId]);
  return null;
}
