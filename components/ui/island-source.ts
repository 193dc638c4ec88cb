import type { ComponentType } from 'react';

/**
 * What a part whose code comes later (island(), serverMarkup()) is made of: `load` fetches its component in the
 * browser, `onServer` is that component on the server (undefined in the browser). Recorded as each is declared, so
 * that a test can check that the two name one module and export (island-source.test.ts).
 */
export type IslandSource = {
  /**
   * What the browser does with the server's HTML: 'hydrate' it (island(): React hydrates it once the code comes, so it
   * must be small, ISLAND_HTML_LIMIT) or 'keep' it as it is (serverMarkup(): never hydrated, any size).
   */
  serverHtml: 'hydrate' | 'keep';
  load: () => Promise<ComponentType<never>>;
  onServer: ComponentType<never> | undefined;
};

const declared: IslandSource[] = [];

/** Records the halves a part was declared with. */
export function recordIslandSource<Props extends object>(source: {
  serverHtml: IslandSource['serverHtml'];
  load: () => Promise<ComponentType<Props>>;
  onServer: ComponentType<Props> | undefined;
}): void {
  declared.push(source as IslandSource);
}

/** Every part declared so far, in the order their modules ran. */
export const declaredIslandSources = (): readonly IslandSource[] => declared;
