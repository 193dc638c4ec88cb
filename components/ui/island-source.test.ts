import { declaredIslands, declaringModules } from '@/tests/support/declared-islands';
import { declaredIslandSources, type IslandSource } from './island-source';

/** The declarations whose import() gives another component than the one their require() gives the server. */
async function mismatched(sources: readonly IslandSource[]): Promise<string[]> {
  const found: string[] = [];
  for (const source of sources) {
    if ((await source.load()) !== source.onServer) found.push(source.load.toString());
  }
  return found;
}

it('finds every module that declares an island, and each declaration in them', () => {
  const written = declaringModules().reduce((sum, { count }) => sum + count, 0);
  // island() and serverMarkup() record themselves on the server: at least one record per declaration written in the
  // code (a helper that declares several parts, as layout-markup.tsx's, is written once).
  expect(declaredIslands().length).toBeGreaterThanOrEqual(written);
  expect(written).toBeGreaterThanOrEqual(23);
});

it('loads in the browser the very component the server renders, for every island (its import() and require() name one module)', async () => {
  expect(await mismatched(declaredIslands())).toEqual([]);
});

it('reports an island whose import() and require() name different modules', async () => {
  const { island } = jest.requireActual<typeof import('./island')>('./island');
  const count = declaredIslandSources().length;
  island(
    () => import('./go-back-button').then((module) => module.GoBackButton),
    // Props that differ too, which the types catch; two components with the same props they would not.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's half, as islands write it
    (require('./error-notice') as typeof import('./error-notice')).ErrorNotice as never,
  );
  const broken = declaredIslandSources().slice(count);
  expect(broken).toHaveLength(1);
  expect(await mismatched(broken)).toEqual([expect.stringContaining('./go-back-button')]);
});
