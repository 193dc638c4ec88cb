// Taps made before React has hydrated the page, kept until it has and then handed to it once.
// Buttons and other JavaScript-only controls do nothing before hydration, so their click is held back (no
// native default, which for them is nothing anyway) and clicked again once React owns the control. Inputs
// (checkboxes, radios, selects, sliders, text) change natively at once, and React, which hydrates them with
// whatever the DOM holds, never hears of it: their changed value is announced again once React owns them.
// Links, native form submission, <summary> and popover buttons are left alone: they work without JavaScript.
// A toggle button (aria-pressed) is replayed for the state the visitor asked for: the one opposite to what it showed
// when tapped. If React, reading what the device saved (a heart shortlisted on an earlier visit), already shows that
// state when the tap's turn comes, the click is not made again, which would undo it.
import { anyMarkupAwaitingIsland, awaitsIsland, markedIsland } from './island-marks';
import { islandsLoading } from './island-registry';
import { elementHasHydrated, rootHasHydrated } from './react-root';

/** Marks a control whose tap waits for React (styled in app/globals.css; also aria-busy). */
export const WAITING_ATTRIBUTE = 'data-tap-waiting';
const ACTION_CONTROLS = 'button,[role="button"],[role="tab"],[role="switch"],[role="menuitem"],[role="option"]';
const NATIVE_ACTIONS = ':disabled,[aria-disabled="true"],[popovertarget],[commandfor]';
const STATE_CONTROLS = 'input,select,textarea';
const NOT_STATE_INPUTS = ['button', 'submit', 'reset', 'image', 'file', 'hidden'];
// Held taps are checked against React's progress at every frame (a hidden page, which has none, every
// POLL_MS), so a tap is made again in the first frame after hydration: before the intersection observers that
// effects have just started report, and so before an island near the screen swaps its content for another.
// A held control React never takes over (one some other script added) waits that long once the page has settled:
// hydrated, with no island's code on its way. Counted from hydration alone, a slow phone that takes longer than
// that to fetch a deferred part's code would lose the tap.
const POLL_MS = 50;
const GIVE_UP_AFTER_SETTLED_MS = 5000;

type Kind = 'click' | 'state';
/** A held tap: a click to make again, or the value (or tick) the visitor last gave a form control. */
type Held = ({ kind: 'click'; pressed: string | null } | { kind: 'state'; value: string; checked: boolean }) & { at: number };
type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export type TapReplayOptions = {
  /** Called at the first tap on a control, so the page's scripts need not wait for its first paint. */
  onFirstTap: () => void;
  /** Events the tap catcher took before this ran (tap-catcher.ts), handled as if they came now, in order. */
  caught?: readonly Event[];
  /** Whether React owns the page, and this control within it (see react-root.ts). */
  rootHydrated?: () => boolean;
  controlHydrated?: (control: Element) => boolean;
  /** Whether a part of the hydrated page still waits for its code (island-registry.ts): its taps are held too. */
  islandsPending?: () => boolean;
};

function actionControl(target: EventTarget | null): HTMLElement | null {
  const control = target instanceof Element ? target.closest<HTMLElement>(ACTION_CONTROLS) : null;
  if (!control || control.matches(NATIVE_ACTIONS) || control.closest('a[href]')) return null;
  // A form's submit and reset buttons work without JavaScript.
  if (control instanceof HTMLButtonElement && control.type !== 'button' && control.form) return null;
  return control;
}

function stateControl(target: EventTarget | null): FormControl | null {
  if (!(target instanceof Element) || !target.matches(STATE_CONTROLS)) return null;
  if (target instanceof HTMLInputElement && NOT_STATE_INPUTS.includes(target.type)) return null;
  return target as FormControl;
}

/** Controls whose tap has an effect only React can give; a text box shows its own progress as it is typed in. */
const showsWaiting = (control: HTMLElement, kind: Kind) =>
  kind === 'click' ||
  control instanceof HTMLSelectElement ||
  (control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type));

function markWaiting(control: HTMLElement, kind: Kind) {
  if (!showsWaiting(control, kind)) return;
  control.setAttribute(WAITING_ATTRIBUTE, '');
  control.setAttribute('aria-busy', 'true');
}

function clearWaiting(control: HTMLElement) {
  if (!control.hasAttribute(WAITING_ATTRIBUTE)) return;
  control.removeAttribute(WAITING_ATTRIBUTE);
  control.removeAttribute('aria-busy');
}

/** A toggle button that no longer shows what it showed when tapped already is where the tap asked it to be. */
const alreadyToggled = (control: HTMLElement, pressedAtTap: string | null) =>
  pressedAtTap !== null && control.getAttribute('aria-pressed') !== pressedAtTap;

/**
 * Tells React about a value the visitor set before it ran. React hydrates a control with whatever the DOM holds,
 * and may set it back to its own state on its next render, so the control is first given the server's value
 * through its own setter (React's tracker sees that), then the visitor's through the prototype's (it does not),
 * and the event React listens for makes it compare the two and call the control's onChange.
 */
function announceValue(control: FormControl, tap: { value: string; checked: boolean }) {
  if (control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)) {
    if (tap.checked === control.defaultChecked) return;
    // Set back, then clicked: the click ticks it (or unticks it) again, with the events a visitor's click has.
    control.checked = !tap.checked;
    control.click();
    return;
  }
  if (control instanceof HTMLSelectElement) {
    const serverValue = [...control.options].find((option) => option.defaultSelected)?.value ?? control.options[0]?.value;
    if (tap.value === serverValue) return;
    control.value = tap.value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (tap.value === control.defaultValue) return;
  control.value = control.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, tap.value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Holds the taps made on the document before React hydrates it and replays each once React owns its control.
 * Returns a function that stops listening (and drops any tap still held).
 */
export function captureTapsUntilHydrated(doc: Document, options: TapReplayOptions): () => void {
  const { onFirstTap, caught = [], rootHydrated = () => rootHasHydrated(doc), controlHydrated = elementHasHydrated } = options;
  const win = doc.defaultView ?? window;
  const islandsPending = options.islandsPending ?? (() => islandsLoading(win));
  const held = new Map<HTMLElement, Held>();
  let tapped = false;
  let replaying = false;
  let poll: { cancel: () => void } | undefined;
  let settledAt: number | undefined;

  const firstTap = () => {
    if (tapped) return;
    tapped = true;
    onFirstTap();
  };

  function replay(control: HTMLElement, tap: Held) {
    clearWaiting(control);
    replaying = true;
    try {
      if (tap.kind === 'click') {
        if (!alreadyToggled(control, tap.pressed)) control.click();
      } else announceValue(control as FormControl, tap);
    } finally {
      replaying = false;
    }
  }

  /** Replays every held tap whose control React now owns; false while React has not hydrated the page. */
  function replayReady(): boolean {
    if (!rootHydrated()) return false;
    const loading = islandsPending();
    settledAt = loading ? undefined : (settledAt ?? Date.now());
    for (const [control, tap] of held) {
      // Counted from when the page settled, or from the tap for one made later.
      const givingUp = settledAt !== undefined && Date.now() - Math.max(settledAt, tap.at) > GIVE_UP_AFTER_SETTLED_MS;
      if (!control.isConnected || ready(control) || givingUp) {
        held.delete(control);
        if (control.isConnected && !givingUp) replay(control, tap);
        else clearWaiting(control);
      }
    }
    if (held.size === 0 && !loading && !anyMarkupAwaitingIsland(doc)) stop();
    return true;
  }

  /**
   * React owns the control (it has rendered it with its handlers), or it is marked server markup (island-marks.ts)
   * whose island has said it is ready through the DOM: React renders no handler there, or keeps that markup
   * without owning it (a kept island, components/ui/island.tsx).
   */
  const ready = (control: HTMLElement) => !awaitsIsland(control) && (controlHydrated(control) || markedIsland(control) !== null);

  /** A tap must wait while React does not own the page, or the part of it its control is in. */
  const mustWait = (control: HTMLElement) => !replayReady() || awaitsIsland(control) || (islandsPending() && !controlHydrated(control));

  function schedule() {
    if (poll !== undefined) return;
    const tick = () => {
      poll = undefined;
      if (!replayReady() || held.size > 0) schedule();
    };
    if (doc.visibilityState === 'visible') {
      const frame = requestAnimationFrame(tick);
      poll = { cancel: () => cancelAnimationFrame(frame) };
    } else {
      const timer = setTimeout(tick, POLL_MS);
      poll = { cancel: () => clearTimeout(timer) };
    }
  }

  function hold(control: HTMLElement, tap: Held) {
    firstTap();
    const waiting = held.has(control);
    // A second click on a waiting control is not doubled; a form control keeps its latest value.
    if (waiting && tap.kind === 'click') return;
    held.set(control, tap);
    if (!waiting) markWaiting(control, tap.kind);
    schedule();
  }

  function onClick(event: MouseEvent) {
    if (replaying) return;
    const control = actionControl(event.target);
    if (!control || !mustWait(control)) return;
    // Nothing would happen now; the tap happens again, once, when React can act on it.
    event.preventDefault();
    event.stopPropagation();
    hold(control, { kind: 'click', pressed: control.getAttribute('aria-pressed'), at: Date.now() });
  }

  function onChange(event: Event) {
    if (replaying) return;
    const control = stateControl(event.target);
    if (control && mustWait(control)) {
      hold(control, {
        kind: 'state',
        value: control.value,
        checked: control instanceof HTMLInputElement && control.checked,
        at: Date.now(),
      });
    }
  }

  function onPointerDown(event: Event) {
    if (actionControl(event.target) || stateControl(event.target)) firstTap();
  }

  const listeners: [string, EventListener][] = [
    ['click', onClick as EventListener],
    ['input', onChange],
    ['change', onChange],
    ['pointerdown', onPointerDown],
  ];
  for (const [type, listener] of listeners) win.addEventListener(type, listener, true);
  // Taps from before this script: their native effect (none, for the controls held) is long done.
  for (const event of caught) listeners.find(([type]) => type === event.type)?.[1](event);

  function stop() {
    for (const [type, listener] of listeners) win.removeEventListener(type, listener, true);
    poll?.cancel();
    poll = undefined;
    for (const control of held.keys()) clearWaiting(control);
    held.clear();
  }
  return stop;
}
