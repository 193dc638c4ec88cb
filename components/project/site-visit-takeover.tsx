'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the require is the server's copy (components/ui/server-markup.tsx) */

import type { ProjectRef } from '@/components/forms/enquiry-form';
import type { PlainFormState } from '@/components/forms/form-handover';
import { deferredCodeMayLoad } from '@/components/ui/deferred';
import { serverMarkup } from '@/components/ui/server-markup';
import { useEffect, useState, type ComponentType } from 'react';

const PLAIN_ID = 'site-visit-plain';

// The plain form: rendered by the server, kept as it is by the browser until SiteVisitForm takes its place.
const PlainSiteVisitForm = serverMarkup(
  'div',
  () => import('@/components/forms/site-visit-form').then((module) => module.SiteVisitForm),
  typeof window === 'undefined'
    ? (require('@/components/forms/site-visit-form') as typeof import('@/components/forms/site-visit-form')).SiteVisitForm
    : undefined,
  { id: PLAIN_ID },
);

/**
 * "Book a site visit" without its code in the project page's first-load JavaScript (issue 43), as the footer's
 * enquiry form (components/forms/enquiry-form-takeover.tsx): the server renders the plain HTML form, which the
 * browser keeps without its code (serverMarkup); it posts without JavaScript. Once React runs, a send is held (and
 * the browser's checks are off, as React's form has messages of its own) until the code comes, once the page has
 * loaded or at the first tap, key or focus (deferredCodeMayLoad); then SiteVisitForm takes the plain form's place with
 * what the visitor typed, chose and sent (site-visit-handover.tsx). Where the browser renders the form itself (a page
 * the app router rendered there), serverMarkup fetches SiteVisitForm and there is nothing to take over.
 */
export function SiteVisitFormTakeover({ project }: { project: ProjectRef }) {
  const [Form, setForm] = useState<ComponentType | null>(null);

  useEffect(() => {
    const plain = document.getElementById(PLAIN_ID)?.querySelector('form');
    if (!plain) return;
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
      for (const [type, listener] of Object.entries(listeners)) plain[on ? 'addEventListener' : 'removeEventListener'](type, listener);
    };
    let live = true;
    plain.noValidate = true;
    listen(true);
    deferredCodeMayLoad()
      .then(() => import('./site-visit-handover'))
      .then(
        ({ handOver }) => {
          if (live) handOver(plain, state, project, (form) => setForm(() => form));
        },
        () => {
          // No code (offline, say): the plain form posts as it does without JavaScript, a held send included.
          listen(false);
          if (!live) return;
          plain.noValidate = false;
          if (state.send) plain.requestSubmit();
        },
      );
    return () => {
      live = false;
      listen(false);
    };
    // The project is fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!Form) return <PlainSiteVisitForm key="server" project={project} />;
  return (
    <div key="react">
      <Form />
    </div>
  );
}
