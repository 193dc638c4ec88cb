'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the require is the server's copy (components/ui/server-markup.tsx) */

import type { ProjectRef } from '@/components/forms/enquiry-form';
import { usePlainFormTakeover, type HandOver } from '@/components/forms/use-plain-form-takeover';
import { serverMarkup } from '@/components/ui/server-markup';
import { useState, type ComponentType } from 'react';

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
 * "Book a site visit" without its code in the project page's first-load JavaScript (issue 43), as the footer's enquiry
 * form (components/forms/enquiry-form-takeover.tsx): the server renders the plain HTML form, which the browser keeps
 * without its code (serverMarkup); it posts without JavaScript. Once React runs, a send is held (and the browser's
 * checks are off, as React's form has messages of its own) until the code comes, at the first tap or focus in the form,
 * or once the page is idle with the form near the screen (use-plain-form-takeover.ts); then SiteVisitForm takes the
 * plain form's place with what the visitor typed, chose and sent (site-visit-handover.tsx). Where the browser renders
 * the form itself (a page the app router rendered there), serverMarkup fetches SiteVisitForm and there is nothing to
 * take over.
 */
export function SiteVisitFormTakeover({ project }: { project: ProjectRef }) {
  const [Form, setForm] = useState<ComponentType | null>(null);
  usePlainFormTakeover(
    () => document.getElementById(PLAIN_ID)?.querySelector('form') ?? null,
    () =>
      import('./site-visit-handover').then(({ handOver }): HandOver => (plain, state, show) => {
        if (plain) handOver(plain, state, project, show);
      }),
    'leave',
    (form) => setForm(() => form),
  );

  if (!Form) return <PlainSiteVisitForm key="server" project={project} />;
  return (
    <div key="react">
      <Form />
    </div>
  );
}
