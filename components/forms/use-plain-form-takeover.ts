'use client';

import { codeInTurn, codeMayLoad } from '@/components/ui/code-may-load';
import { firstTouch } from '@/components/ui/first-touch';
import type { PlainFormState } from '@/components/ui/form-carry';
import { onceInView } from '@/components/ui/in-view';
import { useEffect, type ComponentType } from 'react';

/** Puts the React form in the plain one's place, with what the visitor did meanwhile (enquiry-form-handover.tsx, say). */
export type HandOver = (plain: HTMLFormElement | null, state: PlainFormState, show: (form: ComponentType) => void) => void;

/**
 * When a plain form's code should come: at the first focus or tap in it, or once the page has loaded and gone idle
 * (codeMayLoad) with the form near the screen (TRIGGERS.near). Not for every form once the page is
 * idle: the footer's handover (~20 ms of a phone-class CPU) was blocking time on every page, for a form most visitors
 * never reach. `stop` ends the watch.
 */
function formCodeDue(plain: HTMLFormElement, stop: AbortSignal): Promise<void> {
  const touched = firstTouch(plain, stop);
  const near = new Promise<void>((resolve) => stop.addEventListener('abort', onceInView(plain, 'near', resolve)));
  return Promise.race([touched, Promise.all([codeMayLoad(), near]).then(() => undefined)]);
}

/**
 * The wait between React running and a plain server-rendered form's code coming (enquiry-form-takeover.tsx,
 * site-visit-takeover.tsx): a send is held (and the browser's checks are off, as React's form has messages of its
 * own), a word an input method is composing is tracked; the handover's code is fetched once the page is idle (so that
 * the form works offline later), and at the first focus or tap in the form, or once the page is idle with the form near
 * the screen (formCodeDue), it puts the React form in place, through `show`. When the
 * code cannot come (offline, say), the plain form posts as it does without JavaScript, a held send included.
 *
 * `plainForm` finds the server's form; where there is none (the browser rendered the page itself), `withoutPlainForm`
 * says whether the React form comes at once ('take-over') or the markup already is it ('leave').
 */
export function usePlainFormTakeover(
  plainForm: () => HTMLFormElement | null,
  loadHandOver: () => Promise<HandOver>,
  withoutPlainForm: 'take-over' | 'leave',
  show: (form: ComponentType) => void,
): void {
  useEffect(() => {
    const plain = plainForm();
    if (!plain && withoutPlainForm === 'leave') return;
    const state: PlainFormState = { startedAt: Date.now(), send: false, composing: false };
    const listeners = {
      submit: (event: Event) => {
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
    if (plain) plain.noValidate = true;
    listen(true);
    // The code is fetched once the page is idle, wherever the form is, so that it works offline later; React's
    // form is put in place only when due.
    const code = (plain ? codeInTurn() : Promise.resolve()).then(loadHandOver);
    const due = plain ? formCodeDue(plain, watch.signal) : Promise.resolve();
    Promise.all([code, due]).then(
      ([handOver]) => {
        if (live) handOver(plain, state, show);
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
    // A form's setup is fixed for its life (the footer's, a project's site visit).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
