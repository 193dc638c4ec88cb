import type { ComponentType } from 'react';

/**
 * What an island (components/ui/island.tsx) is made of: `load` fetches its component in the browser, `onServer` is the component the
 * server renders (undefined in the browser): the same one, or, for a replacing island, the plain form its component
 * replaces. Recorded as each is declared, so that a test can check the two halves (island-source.test.ts).
 */
export type IslandSource = {
  /**
   * What the browser does with the server's HTML: 'hydrate' it (React hydrates it once the code comes, so it must be
   * small, ISLAND_HTML_LIMIT), 'keep' it as it is (never hydrated, any size) or 'replace' it when due.
   */
  serverHtml: 'hydrate' | 'keep' | 'replace';
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
