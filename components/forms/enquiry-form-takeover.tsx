'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the require is the server's copy (components/ui/server-markup.tsx) */

import { deferredCodeMayLoad } from '@/components/ui/deferred';
import { serverMarkup } from '@/components/ui/server-markup';
import { useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { EnquiryForm as EnquiryFormType } from './enquiry-form';
import type { EnquiryFormSetup } from './enquiry-form-view';
import { enquiryFormId, typedValues, type FormResume } from './form-handover';

type EnquiryFormComponent = ComponentType<Parameters<typeof EnquiryFormType>[0]>;
/** Where the visitor was when React's form took the server's place: what they typed, the focus, a waiting send. */
type Handover = { Form: EnquiryFormComponent; resume: FormResume; focus: { name: string; start: number | null; end: number | null } | null; send: boolean };

const FIELDS = ['name', 'phone', 'email', 'message', 'marketing', 'website'];

// The plain form: rendered by the server, kept as it is by the browser until EnquiryForm takes its place.
const PlainEnquiryForm = serverMarkup(
  'div',
  () => import('./enquiry-form-markup').then((module) => module.EnquiryFormMarkup),
  typeof window === 'undefined' ? (require('./enquiry-form-markup') as typeof import('./enquiry-form-markup')).EnquiryFormMarkup : undefined,
);

/** The field the visitor is in, and where its caret is, so that it is where they left it in React's form. */
function focusIn(form: HTMLFormElement): Handover['focus'] {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) || active.form !== form) return null;
  const caret = active.type === 'checkbox' ? null : active;
  return { name: active.name, start: caret?.selectionStart ?? null, end: caret?.selectionEnd ?? null };
}

/**
 * The footer's enquiry form (and the contact page's) without its code in every page's first-load JavaScript
 * (issue 43). The server renders the plain HTML form (EnquiryFormView), which the browser keeps without its code
 * (serverMarkup): it posts without JavaScript, and before hydration the browser checks its required fields. Once React runs, the form waits for its code: a send
 * is held (the browser's checks off, as React's form has its own messages); the code comes once the page has loaded
 * or at the first tap, key or focus (deferredCodeMayLoad), and EnquiryForm takes the plain form's place, in the same
 * task, with what was typed or ticked, the caret where it was, and a held send sent. The form is not hydrated in a
 * deferred Suspense boundary instead: React sends a boundary that large at the end of the page, hidden until a
 * script moves it (components/ui/deferred.tsx), so the form would be missing without JavaScript.
 */
export function EnquiryFormTakeover(setup: EnquiryFormSetup) {
  const [handover, setHandover] = useState<Handover | null>(null);
  const formId = enquiryFormId(setup.idPrefix);

  useEffect(() => {
    // Absent where the browser renders the plain form itself (serverMarkup): React's form then simply comes.
    const plain = document.getElementById(formId);
    const form = plain instanceof HTMLFormElement ? plain : null;
    const startedAt = Date.now();
    let send = false;
    let composing = false;
    let Form: EnquiryFormComponent | undefined;
    let live = true;

    const takeOver = () => {
      // Not in the middle of a word an input method is composing, which a new field would drop.
      if (!live || !Form || composing) return;
      const resume = { values: typedValues(form, FIELDS) as Record<string, string>, startedAt };
      const Loaded = Form;
      // Synchronously: no key the visitor presses can fall between reading the fields and React's form.
      flushSync(() => setHandover({ Form: Loaded, resume, focus: form && focusIn(form), send }));
    };
    const holdSend = (event: SubmitEvent) => {
      event.preventDefault();
      send = true;
    };
    const composeStart = () => (composing = true);
    const composeEnd = () => {
      composing = false;
      takeOver();
    };
    const stopListening = () => {
      form?.removeEventListener('submit', holdSend);
      form?.removeEventListener('compositionstart', composeStart);
      form?.removeEventListener('compositionend', composeEnd);
    };

    if (form) {
      form.noValidate = true;
      form.addEventListener('submit', holdSend);
      form.addEventListener('compositionstart', composeStart);
      form.addEventListener('compositionend', composeEnd);
    }
    (form ? deferredCodeMayLoad() : Promise.resolve())
      .then(() => import('./enquiry-form'))
      .then(
        (loaded) => {
          Form = loaded.EnquiryForm;
          takeOver();
        },
        () => {
          // No code (offline, say): the plain form posts as it does without JavaScript, a held send included.
          if (!live || !form) return;
          stopListening();
          form.noValidate = false;
          if (send) form.requestSubmit();
        },
      );
    return () => {
      live = false;
      stopListening();
    };
  }, [formId]);

  // React's form is in place: the caret goes back where it was (before the visitor's next key), a held send goes.
  useLayoutEffect(() => {
    const form = handover && document.getElementById(formId);
    const focus = handover?.focus;
    const field = form instanceof HTMLFormElement && focus ? form.elements.namedItem(focus.name) : null;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !focus) return;
    field.focus();
    if (focus.start !== null) field.setSelectionRange(focus.start, focus.end);
  }, [handover, formId]);
  useEffect(() => {
    const form = handover?.send && document.getElementById(formId);
    if (form instanceof HTMLFormElement) form.requestSubmit();
  }, [handover, formId]);

  if (!handover) return <PlainEnquiryForm key="server" {...setup} />;
  const { Form, resume } = handover;
  return (
    <div key="react">
      <Form {...setup} resume={resume} />
    </div>
  );
}
