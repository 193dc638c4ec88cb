// Every island (island()) and server markup (serverMarkup()) the site declares, for the tests that check them all
// (components/ui/island-source.test.ts, island-size.test.tsx): the modules whose code declares one are found by
// reading components/ and app/, and required on the server, where each declaration records itself.
import { declaredIslandSources, type IslandSource } from '@/components/ui/island-source';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const DECLARATION = /\b(island|serverMarkup)(<[^>(]*>)?\(/g;
const DEFINITIONS = ['components/ui/island.tsx', 'components/ui/server-markup.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The modules whose code declares islands, with how many declarations each has written in it. */
export const declaringModules = (): { file: string; count: number }[] =>
  ['components', 'app']
    .flatMap(sourceFiles)
    .filter((file) => !DEFINITIONS.includes(file))
    .map((file) => ({ file, count: readFileSync(path.join(ROOT, file), 'utf8').match(DECLARATION)?.length ?? 0 }))
    .filter(({ count }) => count > 0);

/** Requires every declaring module and returns every declaration recorded since this module was first loaded. */
export function declaredIslands(): readonly IslandSource[] {
  // Required, not imported: each module must run now, on the server, for its declarations to record themselves.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  for (const { file } of declaringModules()) require(path.join(ROOT, file));
  return declaredIslandSources();
}
