/**
 * What a visitor did in a server-rendered form while its code came, carried into the React form that takes its place
 * (the enquiry form, the site visit, the listing's filters): the one carrier for values, focus and caret, open
 * <details>, scroll, a held send and a word an input method is composing.
 */

/** What the visitor did in the plain form while its code came: when it could first be used, a send, a word being composed. */
export type PlainFormState = { startedAt: number; send: boolean; composing: boolean };

/** The control with the focus: by name (and value, for one of several ticks or radios), or by label for one without a name. */
type Focus = { name: string; value: string | null; label: string | null; caret: [number | null, number | null] | null };

export type FormCarry = {
  /** Every value as the form's submission would send it. */
  entries: URLSearchParams;
  /** The first value of each name, an unticked box's as '' (it sends nothing). */
  values: Record<string, string>;
  focus: Focus | null;
  /** Which of its <details> are open (a privacy notice's, a 'Show all' list), by their order in it. */
  openDetails: number[];
  /** How far the element `scroller` names inside the form is scrolled. */
  scrollTop: number;
  /** Whether the visitor changed any control from what the server rendered. */
  changed: boolean;
};

const isChoice = (control: Element): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
// The controls that have a caret (a date, e-mail or number field has none to read or set).
const hasCaret = (control: Element): control is HTMLInputElement | HTMLTextAreaElement =>
  control instanceof HTMLTextAreaElement ||
  (control instanceof HTMLInputElement && ['text', 'search', 'tel', 'url', 'password'].includes(control.type));

function changedByVisitor(form: HTMLFormElement): boolean {
  return [...form.elements].some((control) => {
    if (control instanceof HTMLInputElement)
      return control.type === 'checkbox' || control.type === 'radio'
        ? control.checked !== control.defaultChecked
        : control.value !== control.defaultValue;
    if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected);
    return false;
  });
}

function focusIn(form: HTMLFormElement): Focus | null {
  const active = document.activeElement;
  const inForm = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement;
  if (!inForm || !form.contains(active)) return null;
  return {
    name: active.name,
    value: isChoice(active) ? active.value : null,
    label: active.getAttribute('aria-label'),
    caret: hasCaret(active) ? [active.selectionStart, active.selectionEnd] : null,
  };
}

/** Reads where the visitor is in `form`; `scroller` is a selector for a scrolled part of it. */
export function readFormCarry(form: HTMLFormElement, scroller?: string): FormCarry {
  const entries = new URLSearchParams();
  const values: Record<string, string> = {};
  for (const control of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name]')) values[control.name] = '';
  const read = new Set<string>();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    entries.append(name, value);
    if (!read.has(name)) values[name] = value;
    read.add(name);
  }
  return {
    entries,
    values,
    focus: focusIn(form),
    openDetails: [...form.querySelectorAll('details')].flatMap((details, index) => (details.open ? [index] : [])),
    scrollTop: (scroller && form.querySelector(scroller)?.scrollTop) || 0,
    changed: changedByVisitor(form),
  };
}

function controlAt(form: Element, focus: Focus): HTMLElement | null {
  const controls = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')];
  return (
    controls.find((control) =>
      focus.name
        ? control.name === focus.name && (focus.value === null || control.value === focus.value)
        : control.getAttribute('aria-label') === focus.label,
    ) ?? null
  );
}

/** Puts the visitor back where they were, in the React form that took the plain one's place (in a layout effect). */
export function restoreFormCarry(form: Element | null, carry: FormCarry, scroller?: string): void {
  if (!form) return;
  const details = form.querySelectorAll('details');
  for (const index of carry.openDetails) details[index]?.setAttribute('open', '');
  const scrolled = scroller ? form.querySelector(scroller) : null;
  if (scrolled) scrolled.scrollTop = carry.scrollTop;
  const control = carry.focus && controlAt(form, carry.focus);
  if (!control || !carry.focus) return;
  control.focus();
  const caret = carry.focus.caret;
  if (caret && hasCaret(control)) control.setSelectionRange(caret[0], caret[1]);
}

/**
 * Runs `handOver` now, or, in the middle of a word an input method is composing (which a new field would drop), at
 * its end.
 */
export function outsideComposition(plain: HTMLFormElement | null, state: PlainFormState, handOver: () => void): void {
  if (!plain || !state.composing) return handOver();
  plain.addEventListener(
    'compositionend',
    () => {
      state.composing = false;
      handOver();
    },
    { once: true },
  );
}

/** Sends, from the React form, a send the visitor made in the plain one meanwhile (in an effect). */
export function sendHeld(form: Element | null, state: PlainFormState): void {
  if (state.send && form instanceof HTMLFormElement) form.requestSubmit();
}
