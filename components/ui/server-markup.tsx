'use client';

import { createElement, lazy, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react';

type IslandSourceModule = typeof import('./island-source');

export type MarkupTag = 'div' | 'ul' | 'nav' | 'aside';

const subscribe = () => () => {};

/**
 * Markup that stays the same for the whole visit (the footer's link lists, the social links), rendered by the server
 * and kept as it is in the browser, without its code in any page's JavaScript and without a second copy in the
 * page's RSC payload (issue 43): only its props travel. The server renders `onServer` inside a `tag` element; in the
 * browser React hydrates that element as an empty `dangerouslySetInnerHTML`, which it neither checks nor replaces, so
 * the server's markup stays, links and all, with or without JavaScript. A React-owned control cannot be inside it.
 *
 * `onServer` is the component on the server and undefined in the browser, written at each call as
 * `typeof window === 'undefined' ? require('./x').X : undefined` (the bundler drops that branch from the browser's
 * code, as for island()). Where the browser renders one itself (mounted by the app router after hydration, not
 * from the server's HTML), `load` fetches the component. `attributes` are the element's own (an id, say), the same
 * wherever it is used.
 */
export function serverMarkup<Props extends object>(
  tag: MarkupTag,
  load: () => Promise<ComponentType<Props>>,
  onServer: ComponentType<Props> | undefined,
  attributes: Record<string, string> = {},
): ComponentType<Props & { className?: string }> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function ServerMarkup({ className, ...props }: Props & { className?: string }) {
    // React reads the server's snapshot only while it hydrates: whether this instance's markup came from the server
    // (and is to be kept) or is rendered by the browser (a page the app router rendered there), decided at its first render.
    const hydrating = useSyncExternalStore(
      subscribe,
      () => false,
      () => true,
    );
    const [fromServer] = useState(hydrating);
    if (onServer) return createElement(tag, { ...attributes, className }, createElement(onServer, props as Props));
    if (fromServer)
      return createElement(tag, { ...attributes, className, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' } });
    return createElement(
      tag,
      { ...attributes, className },
      createElement(Suspense, { fallback: null }, createElement(Loaded, props as Props)),
    );
  }
  // On the server only (the bundler drops this branch from the browser's code): there is no second half to check there.
  if (typeof window === 'undefined')
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only require, as onServer's
    (require('./island-source') as IslandSourceModule).recordIslandSource({ serverHtml: 'keep', load, onServer });
  return ServerMarkup;
}
