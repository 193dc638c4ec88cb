// When a replacing island (components/ui/island.tsx, { replace }) puts its component in the plain form's place: a module
// of its own, on the first load of every page that has one (the footer's enquiry form is on every page).
import { codeInTurn, codeMayLoad } from './code-may-load';
import { firstTouch } from './first-touch';
import type { PlainFormState } from './form-carry';
import { onceInView } from './in-view';
import type { Replacement, Taken } from './island-takeover';

/**
 * 'touch': at the first tap, key or focus in the form (putting React's form in place is a long task on a phone-class
 * CPU, not worth making for a visitor who never uses it); 'near': then too, or once the page is idle (codeMayLoad)
 * with the form near the screen (TRIGGERS.near). Not for every form once the page is idle: the footer's (~20 ms of a
 * phone-class CPU) was blocking time on every page, for a form most visitors never reach.
 */
export type ReplaceWhen = 'touch' | 'near';

function due(element: Element, when: ReplaceWhen, stop: AbortSignal): Promise<void> {
  const touched = firstTouch(element, stop);
  if (when === 'touch') return touched;
  const near = new Promise<void>((resolve) => stop.addEventListener('abort', onceInView(element, 'near', resolve)));
  return Promise.race([touched, Promise.all([codeMayLoad(), near])]) as Promise<unknown> as Promise<void>;
}

/**
 * The wait between React running and a plain form's replacement: a send of a POST form is held (and the browser's
 * checks are off, as React's form has messages of its own; a GET form's send is a page load that needs no code), a
 * word an input method is composing is tracked. The code is fetched once the page is idle (so that the form works
 * offline later), and when due (or at once when `outdated` resolves: the kept markup no longer matches the page)
 * `show` gets the replacement with what the visitor did (its takeOver, island-takeover.ts). When the code cannot come (offline,
 * say), the plain form posts as it does without JavaScript, a held send included. Returns a stop.
 */
export function replaceWhenDue<Props extends object>(
  root: HTMLElement,
  { when, scroll }: { when: ReplaceWhen; scroll?: string },
  outdated: Promise<void>,
  load: () => Promise<Replacement<Props>>,
  show: (component: Replacement<Props>, taken: Taken) => void,
): () => void {
  const plain = root.querySelector('form');
  const holdsSend = plain?.method === 'post';
  const state: PlainFormState = { startedAt: Date.now(), send: false, composing: false };
  const listeners = {
    submit: (event: Event) => {
      if (!holdsSend) return;
      event.preventDefault();
      state.send = true;
    },
    compositionstart: () => (state.composing = true),
    compositionend: () => (state.composing = false),
  };
  const listen = (on: boolean) => {
    for (const [type, listener] of Object.entries(listeners)) plain?.[on ? 'addEventListener' : 'removeEventListener'](type, listener);
  };
  let live = true;
  const watch = new AbortController();
  if (holdsSend) plain.noValidate = true;
  listen(true);
  // The plain form to carry over when due; none when the kept markup is out of date.
  const now = Promise.race([due(plain ?? root, when, watch.signal).then(() => plain), outdated.then(() => null)]);
  const code = Promise.race([codeInTurn(), now]).then(load);
  Promise.all([code, now]).then(
    ([component, carried]) => {
      if (live) component.takeOver(root, carried, state, scroll, (taken) => show(component, taken));
    },
    () => {
      listen(false);
      if (!live || !plain) return;
      plain.noValidate = false;
      if (state.send) plain.requestSubmit();
    },
  );
  return () => {
    live = false;
    watch.abort();
    listen(false);
  };
}
