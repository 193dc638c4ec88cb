'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy, read at once (components/ui/server-markup.tsx) */

import { serverMarkup } from '@/components/ui/server-markup';

// The link lists every public page carries: in its HTML once, neither in its JavaScript nor again in its RSC payload
// (components/ui/server-markup.tsx). Each is the inside of the element named first, which takes the caller's class.

export const CityColumnsMarkup = serverMarkup(
  'div',
  () => import('./footer-link-columns').then((module) => module.CityColumns),
  typeof window === 'undefined' ? (require('./footer-link-columns') as typeof import('./footer-link-columns')).CityColumns : undefined,
);
export const LinkColumnMarkup = serverMarkup(
  'div',
  () => import('./footer-link-columns').then((module) => module.LinkColumn),
  typeof window === 'undefined' ? (require('./footer-link-columns') as typeof import('./footer-link-columns')).LinkColumn : undefined,
);
export const SocialLinksMarkup = serverMarkup(
  'ul',
  () => import('./social-links').then((module) => module.SocialLinkItems),
  typeof window === 'undefined' ? (require('./social-links') as typeof import('./social-links')).SocialLinkItems : undefined,
);
export const MainNavMarkup = serverMarkup(
  'ul',
  () => import('./main-nav-links').then((module) => module.MainNavLinks),
  typeof window === 'undefined' ? (require('./main-nav-links') as typeof import('./main-nav-links')).MainNavLinks : undefined,
);
export const FloatingLinksMarkup = serverMarkup(
  'div',
  () => import('./floating-links').then((module) => module.FloatingLinks),
  typeof window === 'undefined' ? (require('./floating-links') as typeof import('./floating-links')).FloatingLinks : undefined,
);
