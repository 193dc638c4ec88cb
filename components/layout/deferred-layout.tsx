'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy, read at once (components/ui/island.tsx) */

import { island } from '@/components/ui/island';

// The parts of every public page's chrome whose code nothing needs at first paint (issue 43): the server renders
// them in full (each small, or nothing at all: components/ui/island.tsx), their code comes once the page has
// loaded or at the first tap, and a tap on one of them meanwhile is held and made again when it has come.

// The menu opens natively before then (a popover): its code names the button and marks the scrolled header.
export const DeferredMenuButton = island(
  () => import('./menu-button').then((module) => module.MenuButton),
  typeof window === 'undefined' ? (require('./menu-button') as typeof import('./menu-button')).MenuButton : undefined,
);
// 'Inquire Now' and its panel, with the enquiry form's code.
export const DeferredFloatingEnquiry = island(
  () => import('./floating-enquiry').then((module) => module.FloatingEnquiry),
  typeof window === 'undefined' ? (require('./floating-enquiry') as typeof import('./floating-enquiry')).FloatingEnquiry : undefined,
);
// "Offline: showing the copy saved at 14:05": nothing on the server.
export const DeferredOfflineBar = island(
  () => import('@/components/offline/offline-bar').then((module) => module.OfflineBar),
  typeof window === 'undefined'
    ? (require('@/components/offline/offline-bar') as typeof import('@/components/offline/offline-bar')).OfflineBar
    : undefined,
);
// The service worker, the visit's attribution and the scroll on a change of page: nothing on the screen.
export const DeferredBackgroundTasks = island(
  () => import('./background-tasks').then((module) => module.BackgroundTasks),
  typeof window === 'undefined' ? (require('./background-tasks') as typeof import('./background-tasks')).BackgroundTasks : undefined,
);
