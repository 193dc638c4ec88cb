'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the require is the server's copy, read at once (components/ui/server-markup.tsx) */

import { serverMarkup, type MarkupTag } from '@/components/ui/server-markup';
import { HEADER_NAV_ID } from '@/lib/site/page/layout-constants';
import type { ComponentProps, ComponentType } from 'react';

// The header's and the footer's links and the floating call and WhatsApp buttons: in every public page's HTML once,
// neither in its JavaScript nor again in its RSC payload (components/ui/server-markup.tsx). Each is the inside of
// the element named first, which takes the caller's class.

type Parts = typeof import('./layout-parts');
const onServer: Parts | undefined = typeof window === 'undefined' ? (require('./layout-parts') as Parts) : undefined;

function part<Name extends keyof Parts>(tag: MarkupTag, name: Name, attributes?: Record<string, string>) {
  type Props = ComponentProps<Parts[Name]> & object;
  type Part = ComponentType<Props>;
  return serverMarkup<Props>(
    tag,
    () => import('./layout-parts').then((parts) => parts[name] as Part),
    onServer?.[name] as Part | undefined,
    attributes,
  );
}

export const HeaderLogoMarkup = part('div', 'HeaderLogo');
// The menu, a popover its button opens natively (menu-button.tsx).
export const HeaderNavMarkup = part('nav', 'HeaderNav', { id: HEADER_NAV_ID, popover: 'auto', 'aria-label': 'Main' });
export const CityColumnsMarkup = part('div', 'CityColumns');
export const LinkColumnMarkup = part('div', 'LinkColumn');
export const SocialLinksMarkup = part('ul', 'SocialLinkItems');
export const FloatingLinksMarkup = part('div', 'FloatingLinks');
