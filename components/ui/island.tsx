'use client';

import { islandLoading } from '@/browser/hydration-loader/island-registry';
import { lazy, Suspense, type ComponentType } from 'react';
import { codeInTurn } from './code-may-load';

type IslandSourceModule = typeof import('./island-source');

/**
 * The one way to make a public part interactive (README, "Adding an interactive part"): a client component whose
 * code stays out of the page's first-load JavaScript (issue 43). The server renders it in full, so its HTML (a form
 * that posts without JavaScript, say) is in the page as before; in the browser that HTML stays as it is, a Suspense
 * boundary React has not hydrated yet, until its trigger (codeMayLoad: the page idle, or the first tap, key or focus),
 * when the code is fetched and React hydrates it. While its code is on its way the island is counted in the loader's
 * registry (island-registry.ts), which holds taps on its controls and replays them once React owns them; values
 * typed into its fields are kept.
 *
 * `onServer` is the component itself on the server and undefined in the browser, written at each call as
 * `typeof window === 'undefined' ? require('./x').X : undefined`: the bundler drops that branch from the browser's
 * code, and the server renders the component at once, in place. (An import() would make the server wait for it
 * within the render, and React would then send the boundary's HTML at the end of the page, hidden until a script
 * moves it: no form without JavaScript.) `load` and `onServer` must name the same module and export
 * (island-source.test.ts checks every island).
 *
 * Only for parts that render nothing on the server (a form opened by a tap, an empty client) or little: React
 * (19.2) sends a Suspense boundary of more than ISLAND_HTML_LIMIT bytes that comes after the page's first ~12 KB at
 * the end of the document, hidden until an inline script moves it into place, so a large one would be missing
 * without JavaScript (island-size.test.tsx checks every island's server HTML).
 */
export function island<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  onServer: ComponentType<Props> | undefined,
): ComponentType<Props> {
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
  const Rendered = onServer ?? Lazy;
  function Island(props: Props) {
    return (
      <Suspense fallback={null}>
        <Rendered {...props} />
      </Suspense>
    );
  }
  // On the server only (the bundler drops this branch from the browser's code): there is no second half to check there.
  if (typeof window === 'undefined')
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only require, as onServer's
    (require('./island-source') as IslandSourceModule).recordIslandSource({ serverHtml: 'hydrate', load, onServer });
  return Island;
}

/**
 * The most HTML (bytes) an island may render on the server: React (19.2) sends a larger Suspense boundary that comes
 * after the page's first ~12 KB at the end of the document, hidden until a script moves it.
 */
export const ISLAND_HTML_LIMIT = 500;
