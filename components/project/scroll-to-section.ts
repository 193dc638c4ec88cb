/** SPEC section 9: a section lands 160 px below the top, clear of the header and the tab bar. */
const ANCHOR_OFFSET_PX = 160;

export const PAYMENT_PLAN_OPEN_EVENT = 'project:open-payment-plan';

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls smoothly (unless the visitor asked for less motion) and records the hash. */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const target = () => section.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
  window.scrollTo({ top: target(), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  // Islands above the section may grow while the page scrolls past them: land exactly at the end.
  window.addEventListener(
    'scrollend',
    () => {
      if (Math.abs(target() - window.scrollY) > 1) window.scrollTo({ top: target(), behavior: 'auto' });
    },
    { once: true },
  );
  history.replaceState(null, '', `#${id}`);
}
