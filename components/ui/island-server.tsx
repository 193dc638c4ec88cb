import { createElement, Suspense, type ComponentType } from 'react';
import type { IslandHow } from './island';
import { recordIslandSource } from './island-source';

/**
 * An island as the server renders it (island.tsx requires this module in a branch the bundler drops from the
 * browser's code): the component in place, inside the Suspense boundary React hydrates, or inside the element whose
 * markup the browser keeps or replaces. Each declaration is recorded, so that tests can check them all.
 */
export function islandOnServer<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  onServer: ComponentType<Props> | undefined,
  how: IslandHow | undefined,
): ComponentType<Props & { className?: string }> {
  recordIslandSource({ serverHtml: how ? ('keep' in how ? 'keep' : 'replace') : 'hydrate', load, onServer });
  // Without a server half (a test that renders a declaration made for the browser), nothing.
  const Component = onServer ?? (() => null);
  if (!how)
    return function Island(props: Props) {
      return createElement(Suspense, { fallback: null }, createElement(Component, props));
    };
  const tag = 'keep' in how ? how.keep : how.replace;
  return function ServerMarkup({ className, ...props }: Props & { className?: string }) {
    // The declaration's own attributes, and the caller's class (as island.tsx).
    return createElement(tag, { ...how.attributes, className }, createElement(Component, props as Props));
  };
}
