'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the require is the server's copy, read at once (components/ui/server-markup.tsx) */

import { serverMarkup } from '@/components/ui/server-markup';

// The header's and the footer's links and the floating call and WhatsApp buttons: in every public page's HTML once,
// neither in its JavaScript nor again in its RSC payload (components/ui/server-markup.tsx). Each is the inside of
// the element named first, which takes the caller's class.

type Parts = typeof import('./layout-parts');
const onServer: Parts | undefined = typeof window === 'undefined' ? (require('./layout-parts') as Parts) : undefined;
const parts = () => import('./layout-parts');

export const HeaderLogoMarkup = serverMarkup('div', () => parts().then((module) => module.HeaderLogo), onServer?.HeaderLogo);
export const MainNavMarkup = serverMarkup('ul', () => parts().then((module) => module.MainNavLinks), onServer?.MainNavLinks);
export const HeaderCallMarkup = serverMarkup('div', () => parts().then((module) => module.HeaderCall), onServer?.HeaderCall);
export const CityColumnsMarkup = serverMarkup('div', () => parts().then((module) => module.CityColumns), onServer?.CityColumns);
export const LinkColumnMarkup = serverMarkup('div', () => parts().then((module) => module.LinkColumn), onServer?.LinkColumn);
export const SocialLinksMarkup = serverMarkup('ul', () => parts().then((module) => module.SocialLinkItems), onServer?.SocialLinkItems);
export const FloatingLinksMarkup = serverMarkup('div', () => parts().then((module) => module.FloatingLinks), onServer?.FloatingLinks);
