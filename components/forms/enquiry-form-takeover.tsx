'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the require is the server's copy (components/ui/server-markup.tsx) */

import { deferredCodeMayLoad } from '@/components/ui/deferred';
import { serverMarkup } from '@/components/ui/server-markup';
import { useEffect, useState, type ComponentType } from 'react';
import type { EnquiryFormSetup } from './enquiry-form-view';
import { enquiryFormId, type PlainFormState } from './form-handover';

// The plain form: rendered by the server, kept as it is by the browser until EnquiryForm takes its place.
const PlainEnquiryForm = serverMarkup(
  'div',
  () => import('./enquiry-form-markup').then((module) => module.EnquiryFormMarkup),
  typeof window === 'undefined'
    ? (require('./enquiry-form-markup') as typeof import('./enquiry-form-markup')).EnquiryFormMarkup
    : undefined,
);

/**
 * The footer's enquiry form (and the contact page's) without its code in every page's first-load JavaScript
 * (issue 43). The server renders the plain HTML form (EnquiryFormView), which the browser keeps without its code
 * (serverMarkup): it posts without JavaScript, and before hydration the browser checks its required fields. Once
 * React runs, the form waits for its code: a send is held (and the browser's checks are off, as React's form has
 * messages of its own); the code comes once the page has loaded or at the first tap, key or focus
 * (deferredCodeMayLoad), and EnquiryForm takes the plain form's place with what the visitor did in it
 * (enquiry-form-handover.tsx). Not hydrated in a deferred Suspense boundary: React sends a boundary that large at
 * the end of the page, hidden until a script moves it (components/ui/deferred.tsx), so it would be missing without
 * JavaScript.
 */
export function EnquiryFormTakeover(setup: EnquiryFormSetup) {
  const [Form, setForm] = useState<ComponentType | null>(null);
  const formId = enquiryFormId(setup.idPrefix);

  useEffect(() => {
    // Absent where the browser renders the plain form itself (serverMarkup): React's form then simply comes.
    const found = document.getElementById(formId);
    const plain = found instanceof HTMLFormElement ? found : null;
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
    (plain ? deferredCodeMayLoad() : Promise.resolve())
      .then(() => import('./enquiry-form-handover'))
      .then(
        ({ handOver }) => {
          if (live) handOver(plain, state, setup, (form) => setForm(() => form));
        },
        () => {
          // No code (offline, say): the plain form posts as it does without JavaScript, a held send included.
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
    // The form's setup is fixed for its life: the footer's, the contact page's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId]);

  if (!Form) return <PlainEnquiryForm key="server" {...setup} />;
  return (
    <div key="react">
      <Form />
    </div>
  );
}
