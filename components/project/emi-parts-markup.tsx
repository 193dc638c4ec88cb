'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy, read at once (components/ui/server-markup.tsx) */

import { serverMarkup } from '@/components/ui/server-markup';

type Parts = typeof import('./emi-parts');
const onServer: Parts | undefined = typeof window === 'undefined' ? (require('./emi-parts') as Parts) : undefined;

// The calculator's fields and figures in the page's HTML once, not again in its RSC payload (~2 KB): they have no
// props, and emi-live.tsx drives them through the DOM.
export const EmiFieldsMarkup = serverMarkup('div', () => import('./emi-parts').then((parts) => parts.EmiFields), onServer?.EmiFields);
export const EmiFiguresMarkup = serverMarkup('div', () => import('./emi-parts').then((parts) => parts.EmiFigures), onServer?.EmiFigures);
