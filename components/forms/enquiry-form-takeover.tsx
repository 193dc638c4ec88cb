'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the require is the server's copy (components/ui/island.tsx) */

import { island } from '@/components/ui/island';

/**
 * The footer's enquiry form (and the contact page's) without its code in every page's first-load JavaScript (issue 43):
 * a replacing island (components/ui/island.tsx). The server renders the plain HTML form (EnquiryFormView), which posts
 * without JavaScript, the browser checking its required fields; EnquiryForm takes its place at the first tap or focus in
 * it, or once the page is idle with the form near the screen, with what the visitor did in it
 * (enquiry-form-replacement.tsx). `whatsapp` names the WhatsApp hand-off the React form makes alongside storing the
 * enquiry (whatsapp-texts.ts). Not hydrated: React sends a boundary that large at the end of the page, hidden until a
 * script moves it, so it would be missing without JavaScript.
 */
export const EnquiryFormTakeover = island(
  () => import('./enquiry-form-replacement').then((module) => module.EnquiryFormReplacement),
  typeof window === 'undefined'
    ? (require('./enquiry-form-markup') as typeof import('./enquiry-form-markup')).EnquiryFormMarkup
    : undefined,
  { replace: 'div', when: 'near' },
);
