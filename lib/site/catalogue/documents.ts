import { ContentError } from '@/lib/site/content/errors';
import { CONTENT_FILES, type ContentFileKey } from '@/lib/site/content/files';

/**
 * The data files that are the catalogue: what the editor changes and a revision holds. The privacy notice and
 * policy stay files in the repository: they carry the consent versions a buyer agreed to.
 */
const KEPT_AS_FILES: ReadonlySet<ContentFileKey> = new Set(['privacyNotice', 'privacyPolicy']);

export const CATALOGUE_FILES: readonly { key: ContentFileKey; name: string }[] = (Object.keys(CONTENT_FILES) as ContentFileKey[])
  .filter((key) => !KEPT_AS_FILES.has(key))
  .map((key) => ({ key, name: CONTENT_FILES[key].name }));

export const CATALOGUE_FILE_NAMES: readonly string[] = CATALOGUE_FILES.map((file) => file.name);

/** A revision's documents: each catalogue file's raw JSON, by file name. */
export type CatalogueDocuments = Record<string, unknown>;

/**
 * Refuses documents the pages could not render from, with the file and the field in the message
 * ("data/residentialProjects.json: godrej[2].price: …"): every catalogue file present, none unknown, each parsed by
 * the schema its loader parses it with (lib/site/content/files.ts), the contract of every page.
 */
export function assertRenderable(documents: CatalogueDocuments): void {
  const names = Object.keys(documents);
  const unknown = names.filter((name) => !CATALOGUE_FILE_NAMES.includes(name));
  if (unknown.length) throw new ContentError(`Not a catalogue file: ${unknown.join(', ')}`);
  const missing = CATALOGUE_FILE_NAMES.filter((name) => !(name in documents));
  if (missing.length) throw new ContentError(`The catalogue misses ${missing.join(', ')}`);
  for (const { key, name } of CATALOGUE_FILES) CONTENT_FILES[key].parse(documents[name]);
}

export { documentText } from './document-text';
