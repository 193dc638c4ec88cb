import { TRIGGERS, type ViewportTrigger } from './island-triggers';

/**
 * Calls `enter` once `element` is within the trigger's margin of the viewport (at once where the browser cannot
 * tell); returns a cancel.
 */
export function onceInView(element: Element, trigger: ViewportTrigger, enter: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    enter();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      enter();
    },
    { rootMargin: TRIGGERS[trigger].rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
