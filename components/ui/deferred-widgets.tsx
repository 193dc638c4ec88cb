'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy, read at once (components/ui/island.tsx) */

import { island } from './island';

// Controls on several pages whose code nothing needs at first paint (issue 43): the server renders them in full, and
// their code is fetched once the page has loaded or at the first tap (deferred.tsx); taps meanwhile are held.
export const DeferredContactModalButton = island(
  () => import('@/components/forms/contact-modal-button').then((module) => module.ContactModalButton),
  typeof window === 'undefined'
    ? (require('@/components/forms/contact-modal-button') as typeof import('@/components/forms/contact-modal-button')).ContactModalButton
    : undefined,
);
// The header's shortlist count: the server renders the link, and the device's count arrives with this code.
export const DeferredShortlistBadge = island(
  () => import('@/components/shortlist/shortlist-badge').then((module) => module.ShortlistBadge),
  typeof window === 'undefined'
    ? (require('@/components/shortlist/shortlist-badge') as typeof import('@/components/shortlist/shortlist-badge')).ShortlistBadge
    : undefined,
);
