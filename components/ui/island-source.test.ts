import { declaredIslands, declaringModules, writtenIslands } from '@/tests/support/declared-islands';
import { declaredIslandSources, type IslandSource } from './island-source';

/** The declarations whose import() gives another component than the one their require() gives the server. */
async function mismatched(sources: readonly IslandSource[]): Promise<string[]> {
  const found: string[] = [];
  for (const source of sources) {
    const loaded = await source.load();
    // A replacing island's two halves are two components by design: the plain form, and the one that replaces it.
    const wrong = source.serverHtml === 'replace' ? loaded === source.onServer || !source.onServer : loaded !== source.onServer;
    if (wrong) found.push(source.load.toString());
  }
  return found;
}

it('finds every module that declares an island, and each declaration in them: one record per declaration written', () => {
  const written = declaringModules().reduce((sum, { count }) => sum + count, 0);
  expect(declaredIslands().length).toBe(written);
  expect(written).toBeGreaterThanOrEqual(42);
});

it('has every island written the one way: an import() and a require() in place, each of one export', () => {
  const { written, otherwise } = writtenIslands();
  expect(otherwise).toEqual([]);
  // The two halves name one module and export, but for a replacing island (the plain form, and its replacement).
  expect(written.filter(({ how, load, onServer }) => how !== 'replace' && load !== onServer)).toEqual([]);
  expect(written.filter(({ onServer }) => onServer.includes(' typed as '))).toEqual([]);
  // Each kind is in use, the three takeovers of plain forms among them.
  expect(written.filter(({ how }) => how === 'replace').map(({ file }) => file)).toEqual(
    expect.arrayContaining([
      'components/forms/enquiry-form-takeover.tsx',
      'components/listing/listing-filters-takeover.tsx',
      'components/project/site-visit-takeover.tsx',
    ]),
  );
  expect(written.some(({ how }) => how === 'keep')).toBe(true);
});

it('loads in the browser the very component the server renders, for every hydrated and kept island', async () => {
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
