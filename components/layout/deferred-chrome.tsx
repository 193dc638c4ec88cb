'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy, read at once (components/ui/deferred.tsx) */

import { deferred } from '@/components/ui/deferred';

// Parts of every page's chrome whose JavaScript nothing needs at first paint (issue 43): the server renders them in
// full (the call and WhatsApp links work as links, a tap on 'Inquire Now' is held until React owns it), and their
// code is fetched once the page has loaded or at the first tap.
export const DeferredFloatingWidgets = deferred(
  () => import('./floating-widgets').then((module) => module.FloatingWidgets),
  typeof window === 'undefined' ? (require('./floating-widgets') as typeof import('./floating-widgets')).FloatingWidgets : undefined,
);
// The phone menu is a popover that opens without JavaScript, and the links are plain links.
export const DeferredSiteHeader = deferred(
  () => import('./site-header').then((module) => module.SiteHeader),
  typeof window === 'undefined' ? (require('./site-header') as typeof import('./site-header')).SiteHeader : undefined,
);
