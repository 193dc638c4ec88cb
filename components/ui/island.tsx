'use client';

import { islandLoading } from '@/browser/hydration-loader/island-registry';
import { createElement as h, lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { codeInTurn } from './code-may-load';
import type { Replacement, Taken } from './island-takeover';
import { replaceWhenDue, type ReplaceWhen } from './replace-when-due';

type IslandServerModule = typeof import('./island-server');

/** The element kept or replaced server markup stands in; it takes the caller's class. */
export type IslandTag = 'div' | 'ul' | 'nav' | 'aside';
type Attributes = Record<string, string | undefined>;
/** What the browser does with the server's HTML when it does not hydrate it: keeps it, or replaces it when due. */
type Keep = { keep: IslandTag; attributes?: Attributes };
type Replace = { replace: IslandTag; when: ReplaceWhen; scroll?: string; attributes?: Attributes };
export type IslandHow = Keep | Replace;
type WithClass<Props> = Props & { className?: string };

/**
 * The one way to make a public part interactive (README, "Adding an interactive part"): a client component whose
 * code stays out of the page's first-load JavaScript (issue 43), in one of three ways with the server's HTML.
 *
 * `load` fetches the component in the browser; `onServer` is the component the server renders in its place,
 * undefined in the browser, written at each call as
 * `typeof window === 'undefined' ? (require('./x') as typeof import('./x')).X : undefined`: the bundler drops that
 * branch from the browser's code, and the server renders the component at once, in place (island-server.tsx). (An
 * import() would make the server wait for it within the render, and React would then send the HTML at the end of the
 * page, hidden until a script moves it: no form without JavaScript.) island-source.test.ts checks the two halves.
 *
 * - **hydrate** (no third argument): React hydrates the server's HTML once the code comes (codeMayLoad: the page
 *   idle, or the first tap, key or focus). Meanwhile the island is counted in the loader's registry
 *   (island-registry.ts), which holds taps on its controls and replays them. Only for parts that render nothing on
 *   the server or little: React (19.2) sends a Suspense boundary over ISLAND_HTML_LIMIT bytes that comes after the
 *   page's first ~12 KB at the end of the document, hidden until a script moves it (island-size.test.tsx).
 * - **keep** (`{ keep: 'ul' }`): markup of any size that stays the same for the visit (the footer's links), in the
 *   page's HTML once: never hydrated, not again in the RSC payload, no code at all unless the browser renders it
 *   itself (a page the app router rendered there). A small hydrated island beside it may drive it through the DOM.
 * - **replace** (`{ replace: 'div', when: 'touch' | 'near' }`): a plain form the server sends, kept until it is due
 *   (replace-when-due.ts), then replaced by `load`'s component (made with replacement(), island-takeover.ts), which
 *   gets what the visitor did in the plain one (`carried`); the focus, caret, open <details> and scroll are put back
 *   and a held send is sent. Here `onServer` is the plain form and `load` its replacement: two components.
 */
export function island<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  onServer: ComponentType<Props> | undefined,
): ComponentType<Props>;
export function island<Props extends object>(
  load: () => Promise<Replacement<Props>>,
  onServer: ComponentType<Props> | undefined,
  how: Replace,
): ComponentType<WithClass<Props>>;
export function island<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  onServer: ComponentType<Props> | undefined,
  how: Keep,
): ComponentType<WithClass<Props>>;
export function island<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  onServer: ComponentType<Props> | undefined,
  how?: IslandHow,
): ComponentType<Props> {
  // On the server only (the bundler drops this branch, and the module it requires, from the browser's code).
  if (typeof window === 'undefined')
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only require, as onServer's
    return (require('./island-server') as IslandServerModule).islandOnServer(load, onServer, how);
  return how ? serverMarkup(load as () => Promise<Replacement<Props>>, how) : hydrated(load);
}

/**
 * The most HTML (bytes) a hydrated island may render on the server: React (19.2) sends a larger Suspense boundary
 * that comes after the page's first ~12 KB at the end of the document, hidden until a script moves it.
 */
export const ISLAND_HTML_LIMIT = 500;

function hydrated<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  type Module = { default: ComponentType<Props> };
  let loaded: Module | undefined;
  const Lazy = lazy(() => {
    // Already here: handed over synchronously (React.lazy takes any thenable), so React renders it at once.
    const ready = loaded;
    if (ready) return { then: (resolve: (module: Module) => void) => resolve(ready) } as Promise<Module>;
    // Until React has it, the loader holds taps on its controls as it does before hydration (tap-replay.ts).
    const settled = islandLoading(window);
    // Code that cannot be fetched (offline, say) leaves the server's HTML as it is, rather than an error page.
    return codeInTurn()
      .then(load)
      .then((component): Module => (loaded = { default: component }))
      .finally(settled)
      .catch(() => new Promise<Module>(() => {}));
  });
  return function Island(props: Props) {
    return h(Suspense, { fallback: null }, h(Lazy, props));
  };
}

const subscribe = () => () => {};

/** What a replacing island shows once due: its replacement, with what it took over. */
type Shown<Props> = { Component: Replacement<Props>; taken: Taken };

/**
 * Kept and replaced server markup in the browser. React hydrates the element as an empty dangerouslySetInnerHTML,
 * which it neither checks nor replaces, so the server's markup stays, links and all, with or without JavaScript (a
 * React-owned control cannot be inside it). A replacement renders into that same element, which its takeOver has
 * emptied (island-takeover.ts). Where the browser renders the part itself (a page the app router rendered there),
 * `load` fetches the component, which a replacing island tells there is nothing to take over.
 */
function serverMarkup<Props extends object>(load: () => Promise<Replacement<Props>>, how: IslandHow) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  const replace = 'replace' in how ? how : null;
  return function ServerMarkup({ className, ...rest }: WithClass<Props>) {
    const props = rest as Props;
    // React reads the server's snapshot only while it hydrates: whether this instance's markup came from the server
    // (and is kept) or is rendered by the browser, decided at its first render.
    const hydrating = useSyncExternalStore(
      subscribe,
      () => false,
      () => true,
    );
    const [fromServer] = useState(hydrating);
    const element = useRef<HTMLElement>(null);
    const [shown, setShown] = useState<Shown<Props> | null>(null);
    const outdated = useRef(() => {});

    // Other props than the server's (the app router showed another listing): the kept markup is out of date, so the
    // replacement comes at once, and nothing of the plain form is carried over. The effect's clean-up runs when a
    // prop's value changes (and at unmount, when the wait has stopped anyway).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the props' values, whatever the island's props are
    useEffect(() => () => outdated.current(), Object.values(props));
    useEffect(() => {
      if (!replace || !fromServer || !element.current) return;
      const stale = new Promise<void>((resolve) => (outdated.current = resolve));
      return replaceWhenDue(element.current, replace, stale, load, (Component, taken) => flushSync(() => setShown({ Component, taken })));
      // A part's setup is fixed for its life.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    // The declaration's own attributes, and the caller's class.
    const attributes = { ...how.attributes, className, ref: element };
    const tag = replace ? replace.replace : (how as Keep).keep;
    if (shown) return h(tag, attributes, h(shown.Component, { ...props, taken: shown.taken }));
    if (fromServer) return h(tag, { ...attributes, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' } });
    return h(tag, attributes, h(Suspense, { fallback: null }, h(Loaded, { ...props, ...(replace && { taken: null }) } as never)));
  };
}
