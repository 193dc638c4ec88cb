import { TRIGGERS } from './island-triggers';

/**
 * Resolves at the visitor's first focus, key or change inside `element`, or once their first tap in it has ended (its
 * click made: a part that puts new markup in place of the server's must not do it between a press and its release,
 * where the click would be lost); at once when they are in it already (a control focused, or a tap the hydration
 * loader holds there: data-tap-waiting, made before React ran). `stop` ends the watch.
 */
export function firstTouch(element: Element, stop: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (element.contains(document.activeElement) || element.querySelector('[data-tap-waiting]')) return resolve();
    const options = { once: true, signal: stop };
    // Focus comes with a press too, before its release: only a focus from the keyboard (no press under way) counts.
    let pressed = false;
    for (const type of TRIGGERS.touch.partEvents) element.addEventListener(type, () => pressed || resolve(), options);
    element.addEventListener(
      'pointerdown',
      () => {
        pressed = true;
        const released = () => setTimeout(resolve);
        window.addEventListener('pointerup', released, options);
        window.addEventListener('pointercancel', released, options);
      },
      options,
    );
  });
}
