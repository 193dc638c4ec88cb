'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy, read at once (components/ui/deferred.tsx) */

import { deferred } from '@/components/ui/deferred';

// A project page's controls whose code nothing needs at first paint (issue 43): the server renders them in full,
// and their code is fetched once the page has loaded or at the first tap (components/ui/deferred.tsx).
export const DeferredLocationContactButton = deferred(
  () => import('./location-contact-button').then((module) => module.LocationContactButton),
  typeof window === 'undefined'
    ? (require('./location-contact-button') as typeof import('./location-contact-button')).LocationContactButton
    : undefined,
);
