// Every island (island(): hydrated, kept or replacing) the site declares, for the tests that check them all
// (components/ui/island-source.test.ts, island-size.test.tsx): the modules whose code declares one are found by
// reading components/ and app/, and required on the server, where each declaration records itself.
import { declaredIslandSources, type IslandSource } from '@/components/ui/island-source';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const DECLARATION = /\bisland(<[^>(]*>)?\(/g;
const DEFINITIONS = ['components/ui/island.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The modules whose code declares islands, with how many declarations each has written in it, and their text. */
export const declaringModules = (): { file: string; count: number; text: string }[] =>
  ['components', 'app']
    .flatMap(sourceFiles)
    .filter((file) => !DEFINITIONS.includes(file))
    .map((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return { file, text, count: text.match(DECLARATION)?.length ?? 0 };
    })
    .filter(({ count }) => count > 0);

// The one way an island is written (README, "Adding an interactive part"): the import() of one export, then the
// server's require() of one export written in place (a lint comment may stand before it), then, for a kept or replacing
// island, how.
const WRITTEN =
  /\bisland(?:<[^>(]*>)?\(\s*\(\) => import\('([^']+)'\)\.then\(\(module\) => module\.(\w+)\),\s*(?:\/\/[^\n]*\n\s*)?typeof window === 'undefined'\s*\?\s*\(require\('([^']+)'\) as typeof import\('([^']+)'\)\)\s*\.(\w+)\s*:\s*undefined,\s*(\{ (keep|replace): )?/g;

/** Each island as its module writes it: the module and export its import() and its require() name, and how. */
export type WrittenIsland = { file: string; load: string; onServer: string; how: 'hydrate' | 'keep' | 'replace' };

/** Every declaration written the one way, and the declarations written otherwise (by file), which should be none. */
export function writtenIslands(): { written: WrittenIsland[]; otherwise: string[] } {
  const written: WrittenIsland[] = [];
  const otherwise: string[] = [];
  for (const { file, text, count } of declaringModules()) {
    const found = [...text.matchAll(WRITTEN)].map((match) => ({
      file,
      load: `${match[1]}#${match[2]}`,
      onServer: match[3] === match[4] ? `${match[3]}#${match[5]}` : `${match[3]} typed as ${match[4]}#${match[5]}`,
      how: (match[7] ?? 'hydrate') as WrittenIsland['how'],
    }));
    written.push(...found);
    if (found.length !== count) otherwise.push(file);
  }
  return { written, otherwise };
}

/** Requires every declaring module and returns every declaration recorded since this module was first loaded. */
export function declaredIslands(): readonly IslandSource[] {
  // Required, not imported: each module must run now, on the server, for its declarations to record themselves.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  for (const { file } of declaringModules()) require(path.join(ROOT, file));
  return declaredIslandSources();
}
