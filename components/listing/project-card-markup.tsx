'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the require is the server's copy, read at once (components/ui/server-markup.tsx) */

import { serverMarkup } from '@/components/ui/server-markup';

// A project card's photo and words: in the page's HTML once, not again in its RSC payload, where each card's tree
// (its image's srcset twice over, its facts) was ~1.7 KB of a listing's (components/ui/server-markup.tsx). Only
// the props travel. The card's heart, a React control, stays outside them (project-card.tsx).

type Parts = typeof import('./project-card-parts');
const onServer: Parts | undefined = typeof window === 'undefined' ? (require('./project-card-parts') as Parts) : undefined;

export const ProjectCardPhotoMarkup = serverMarkup(
  'div',
  () => import('./project-card-parts').then((parts) => parts.ProjectCardPhoto),
  onServer?.ProjectCardPhoto,
);
export const ProjectCardTextMarkup = serverMarkup(
  'div',
  () => import('./project-card-parts').then((parts) => parts.ProjectCardText),
  onServer?.ProjectCardText,
);
