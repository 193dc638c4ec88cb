'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the require is the server's copy (components/ui/server-markup.tsx) */

import { serverMarkup } from '@/components/ui/server-markup';
import { useState, type ComponentType } from 'react';
import type { EnquiryFormSetup } from './enquiry-form-view';
import { enquiryFormId } from './form-handover';
import { usePlainFormTakeover, type HandOver } from './use-plain-form-takeover';
import type { WhatsappTextName } from './whatsapp-texts';

// The plain form: rendered by the server, kept as it is by the browser until EnquiryForm takes its place.
const PlainEnquiryForm = serverMarkup(
  'div',
  () => import('./enquiry-form-markup').then((module) => module.EnquiryFormMarkup),
  typeof window === 'undefined'
    ? (require('./enquiry-form-markup') as typeof import('./enquiry-form-markup')).EnquiryFormMarkup
    : undefined,
);

/**
 * The footer's enquiry form (and the contact page's) without its code in every page's first-load JavaScript (issue 43).
 * The server renders the plain HTML form (EnquiryFormView), which the browser keeps without its code (serverMarkup): it
 * posts without JavaScript, and before hydration the browser checks its required fields. Once React runs, the form
 * waits for its code: a send is held (and the browser's checks are off, as React's form has messages of its own); the
 * code comes at the first tap or focus in the form, or once the page is idle with the form near the screen
 * (use-plain-form-takeover.ts), and EnquiryForm takes the plain form's place with what the visitor did in it
 * (enquiry-form-handover.tsx). `whatsapp` names the WhatsApp hand-off the React form makes alongside storing the
 * enquiry (whatsapp-texts.ts). Not hydrated in a deferred Suspense boundary: React sends a boundary that large at the
 * end of the page, hidden until a script moves it (components/ui/island.tsx), so it would be missing without
 * JavaScript.
 */
export function EnquiryFormTakeover({ whatsapp, ...setup }: EnquiryFormSetup & { whatsapp?: WhatsappTextName }) {
  const formId = enquiryFormId(setup.idPrefix);
  const [Form, setForm] = useState<ComponentType | null>(null);
  usePlainFormTakeover(
    () => {
      const found = document.getElementById(formId);
      return found instanceof HTMLFormElement ? found : null;
    },
    () =>
      import('./enquiry-form-handover').then(
        ({ handOver }): HandOver =>
          (plain, state, show) =>
            handOver(plain, state, { ...setup, whatsapp }, show),
      ),
    'take-over',
    (form) => setForm(() => form),
  );

  if (!Form) return <PlainEnquiryForm key="server" {...setup} />;
  return (
    <div key="react">
      <Form />
    </div>
  );
}
