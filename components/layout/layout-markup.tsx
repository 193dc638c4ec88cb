'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy (components/ui/island.tsx) */

import { island } from '@/components/ui/island';
import { HEADER_NAV_ID } from '@/lib/site/page/layout-constants';

// The header's and the footer's links and the floating call and WhatsApp buttons: in every public page's HTML once,
// neither in its JavaScript nor again in its RSC payload (kept islands, components/ui/island.tsx). Each is the inside
// of the element named in `keep`, which takes the caller's class.

export const HeaderLogoMarkup = island(
  () => import('./layout-parts').then((module) => module.HeaderLogo),
  typeof window === 'undefined' ? (require('./layout-parts') as typeof import('./layout-parts')).HeaderLogo : undefined,
  { keep: 'div' },
);
// The menu, a popover its button opens natively (menu-button.tsx).
export const HeaderNavMarkup = island(
  () => import('./layout-parts').then((module) => module.HeaderNav),
  typeof window === 'undefined' ? (require('./layout-parts') as typeof import('./layout-parts')).HeaderNav : undefined,
  { keep: 'nav', attributes: { id: HEADER_NAV_ID, popover: 'auto', 'aria-label': 'Main' } },
);
export const CityColumnsMarkup = island(
  () => import('./layout-parts').then((module) => module.CityColumns),
  typeof window === 'undefined' ? (require('./layout-parts') as typeof import('./layout-parts')).CityColumns : undefined,
  { keep: 'div' },
);
export const LinkColumnMarkup = island(
  () => import('./layout-parts').then((module) => module.LinkColumn),
  typeof window === 'undefined' ? (require('./layout-parts') as typeof import('./layout-parts')).LinkColumn : undefined,
  { keep: 'div' },
);
export const SocialLinksMarkup = island(
  () => import('./layout-parts').then((module) => module.SocialLinkItems),
  typeof window === 'undefined' ? (require('./layout-parts') as typeof import('./layout-parts')).SocialLinkItems : undefined,
  { keep: 'ul' },
);
export const FloatingLinksMarkup = island(
  () => import('./layout-parts').then((module) => module.FloatingLinks),
  typeof window === 'undefined' ? (require('./layout-parts') as typeof import('./layout-parts')).FloatingLinks : undefined,
  { keep: 'div' },
);
