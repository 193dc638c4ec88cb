import { remember } from '@/lib/platform/process/remember';
import 'server-only';
import { activePreview } from './preview';

/**
 * The published catalogue revision this process renders from: the data files' raw JSON by file name, as the
 * revision store holds them (lib/site/catalogue). None is installed while `next build` prerenders and in tests that
 * read the shipped files: then the loaders read data/ itself, which is the seed of the first revision.
 */
export type InstalledRevision = {
  id: number;
  documents: ReadonlyMap<string, unknown>;
  /** Each document's SHA-256 (of its text as the data files write it): the server compares them with the build's. */
  hashes: Readonly<Record<string, string>>;
  /**
   * The addresses gone as of this revision (a project renamed or removed), each with the address the server answers
   * 308 with (lib/site/catalogue/redirects.ts): installed with the revision, so the two always agree.
   */
  redirects: ReadonlyMap<string, string>;
};

type State = {
  installed: InstalledRevision | null;
  /** Bumped on every install, so that what was derived from one revision is never served with another. */
  generation: number;
  listeners: Set<(revision: InstalledRevision) => void>;
};

// In the process, not the module: instrumentation installs revisions and each route bundle has its own copy of
// this module (lib/platform/process/remember.ts).
const state = (): State => remember('catalogue.revision', (): State => ({ installed: null, generation: 0, listeners: new Set() }));

/** Makes `revision` the one every loader reads from now on, and tells those listening (the page store empties). */
export function installRevision(revision: InstalledRevision): void {
  const current = state();
  current.installed = revision;
  current.generation += 1;
  for (const listener of current.listeners) listener(revision);
}

/** The installed revision's id, or null while the loaders read data/. */
export const installedRevisionId = (): number | null => state().installed?.id ?? null;

/**
 * The installed revision's raw JSON of the file `name`; undefined when none is installed, or for a file that is no
 * catalogue (the privacy notice and policy): read data/.
 */
export function installedDocument(name: string): unknown {
  const preview = activePreview();
  if (preview?.documents.has(name)) return preview.documents.get(name);
  const { installed } = state();
  return installed?.documents.get(name);
}

/** The installed revision's redirects (old address -> new), empty while none is installed. */
export const installedRedirects = (): ReadonlyMap<string, string> => state().installed?.redirects ?? new Map();

/** Calls `listener` after each install; returns what stops it. */
export function onRevisionInstalled(listener: (revision: InstalledRevision) => void): () => void {
  const { listeners } = state();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A value derived from the catalogue (the projects with their floors, the search index, the localities' places),
 * made once per installed revision: `create` runs again on the first call after another revision is installed.
 */
export function perRevision<T>(create: () => T): () => T {
  let madeFor = -1;
  let value: T;
  // A preview's own, apart: the published value stays made for every other request meanwhile.
  let previewFor: string | null = null;
  let previewValue: T;
  return () => {
    const preview = activePreview();
    if (preview) {
      if (previewFor !== preview.token) {
        previewValue = create();
        previewFor = preview.token;
      }
      return previewValue;
    }
    const { generation } = state();
    if (madeFor !== generation) {
      value = create();
      madeFor = generation;
    }
    return value;
  };
}
