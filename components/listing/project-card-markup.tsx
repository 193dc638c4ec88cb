'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy (components/ui/island.tsx) */

import { island } from '@/components/ui/island';

// A project card's photo and words: in the page's HTML once, not again in its RSC payload, where each card's tree
// (its image's srcset twice over, its facts) was ~1.7 KB of a listing's (kept islands, components/ui/island.tsx).
// Only the props travel. The card's heart, a React control, stays outside them (project-card.tsx).

export const ProjectCardPhotoMarkup = island(
  () => import('./project-card-parts').then((module) => module.ProjectCardPhoto),
  typeof window === 'undefined' ? (require('./project-card-parts') as typeof import('./project-card-parts')).ProjectCardPhoto : undefined,
  { keep: 'div' },
);
export const ProjectCardTextMarkup = island(
  () => import('./project-card-parts').then((module) => module.ProjectCardText),
  typeof window === 'undefined' ? (require('./project-card-parts') as typeof import('./project-card-parts')).ProjectCardText : undefined,
  { keep: 'div' },
);
