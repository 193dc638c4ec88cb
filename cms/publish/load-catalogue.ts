import type { Payload, PayloadRequest } from 'payload';
import type { EditorCatalogue, EditorDeveloper, EditorGlobals, EditorProject, MediaRef } from '../documents/editor-shapes';

/** What a publish would change: one document of a collection or a global, as the editor is about to store it. */
export type PendingChange =
  | { kind: 'collection'; collection: 'projects' | 'developers'; id: number | string | undefined; data: Record<string, unknown> | null }
  | { kind: 'global'; slug: keyof EditorGlobals; data: Record<string, unknown> };

const GLOBAL_SLUGS: (keyof EditorGlobals)[] = ['home', 'about', 'places', 'testimonials', 'careers', 'landing', 'search'];

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- Payload's documents, mapped field by field

async function published(payload: Payload, req: PayloadRequest, collection: 'projects' | 'developers'): Promise<Doc[]> {
  const { docs } = await payload.find({
    collection,
    where: { _status: { equals: 'published' } },
    sort: '_order',
    pagination: false,
    // Ids only: the developers are in hand, and the uploads are read in one query below.
    depth: 0,
    draft: false,
    overrideAccess: true,
    req,
  });
  return docs as Doc[];
}

/** Replaces upload ids (a document about to be stored holds ids, not files) by the files they name, in place. */
async function populateUploads(payload: Payload, req: PayloadRequest, value: unknown): Promise<void> {
  const slots: Doc[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const object = node as Doc;
      if ('upload' in object && (typeof object.upload === 'number' || typeof object.upload === 'string')) slots.push(object);
      Object.values(object).forEach(visit);
    }
  };
  visit(value);
  if (slots.length === 0) return;
  const ids = [...new Set(slots.map((slot) => slot.upload))];
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  });
  const byId = new Map(docs.map((doc) => [String(doc.id), doc as MediaRef]));
  for (const slot of slots) slot.upload = byId.get(String(slot.upload)) ?? null;
}

/**
 * The catalogue as it would be published: every published developer, project and global, with `change` applied
 * (null data: the document leaves the catalogue). Read in the request's transaction, so a publish sees itself.
 */
export async function loadEditorCatalogue(payload: Payload, req: PayloadRequest, change?: PendingChange): Promise<EditorCatalogue> {
  const [developerDocs, projectDocs] = await Promise.all([published(payload, req, 'developers'), published(payload, req, 'projects')]);
  const globals = Object.fromEntries(
    await Promise.all(
      GLOBAL_SLUGS.map(
        async (slug) => [slug, await payload.findGlobal({ slug, depth: 1, draft: false, overrideAccess: true, req })] as const,
      ),
    ),
  ) as Record<keyof EditorGlobals, Doc>;

  // A copy: the editor must still store the ids it was given.
  const data = change?.data ? (structuredClone(change.data) as Doc) : null;
  const apply = (docs: Doc[], collection: string) => {
    if (change?.kind !== 'collection' || change.collection !== collection) return docs;
    const index = docs.findIndex((doc) => change.id !== undefined && String(doc.id) === String(change.id));
    if (data === null) return docs.filter((_, i) => i !== index);
    const merged = { ...(index >= 0 ? docs[index] : {}), ...data };
    return index >= 0 ? docs.map((doc, i) => (i === index ? merged : doc)) : [...docs, merged];
  };
  const developers = apply(developerDocs, 'developers');
  const projects = apply(projectDocs, 'projects');
  if (change?.kind === 'global' && data) globals[change.slug] = { ...globals[change.slug], ...data };
  await populateUploads(payload, req, [developers, projects, Object.values(globals)]);

  const developerSlugs = new Map(developers.map((doc) => [String(doc.id), String(doc.slug)]));
  const slugOf = (developer: unknown) =>
    typeof developer === 'object' && developer !== null
      ? String((developer as Doc).slug)
      : (developerSlugs.get(String(developer)) ?? String(developer));
  return {
    developers: developers as EditorDeveloper[],
    projects: projects.map((doc) => ({ ...doc, developer: slugOf(doc.developer) }) as EditorProject),
    globals: globals as unknown as EditorGlobals,
  };
}
