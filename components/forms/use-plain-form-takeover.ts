'use client';

import { deferredCodeMayLoad } from '@/components/ui/deferred';
import { useEffect, type ComponentType } from 'react';
import type { PlainFormState } from './form-handover';

/** Puts the React form in the plain one's place, with what the visitor did meanwhile (enquiry-form-handover.tsx, say). */
export type HandOver = (plain: HTMLFormElement | null, state: PlainFormState, show: (form: ComponentType) => void) => void;

/**
 * The wait between React running and a plain server-rendered form's code coming (enquiry-form-takeover.tsx,
 * site-visit-takeover.tsx): a send is held (and the browser's checks are off, as React's form has messages of its
 * own), a word an input method is composing is tracked, and once the page has loaded or at the first tap, key or
 * focus (deferredCodeMayLoad) the handover is fetched and puts the React form in place, through `show`. When the
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
    if (plain) plain.noValidate = true;
    listen(true);
    (plain ? deferredCodeMayLoad() : Promise.resolve()).then(loadHandOver).then(
      (handOver) => {
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
      listen(false);
    };
    // A form's setup is fixed for its life (the footer's, a project's site visit).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
