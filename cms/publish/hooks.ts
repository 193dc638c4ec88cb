import { recordAccess } from '@/lib/compliance/access-log/store';
import { db } from '@/lib/platform/db';
import { requestClientAddress } from '@/lib/platform/http/client-address';
import { documentText } from '@/lib/site/catalogue/document-text';
import { assertRenderable, type CatalogueDocuments } from '@/lib/site/catalogue/documents';
import { publishRevision, readRevision, type Publisher } from '@/lib/site/catalogue/store';
import { ContentError } from '@/lib/site/content/errors';
import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type GlobalAfterChangeHook,
  type GlobalBeforeChangeHook,
  type GlobalBeforeOperationHook,
  type GlobalConfig,
  type PayloadRequest,
} from 'payload';
import type { EditorGlobals } from '../documents/editor-shapes';
import { toCatalogueDocuments } from '../documents/to-catalogue';
import { editorFieldPath, firstRefusal } from './field-path';
import { loadEditorCatalogue, type PendingChange } from './load-catalogue';
import { publishInTurn, takePublishTurn } from './publish-turn';

/**
 * A publish in the editor is a publish of the site: the whole catalogue, as it would be with this document, is
 * judged by the pages' zod schemas before Payload stores it (a refusal names the field), and once stored becomes a
 * new revision that every instance installs within seconds. Drafts are stored without either.
 */

/** Set by the editor's own filling from the data files, which must not publish what is already published. */
export const SEEDING = 'catalogueSeeding';
/** A project published under a new address name: old id -> new id, so that its old address answers 308. */
const RENAMED = 'catalogueRenamed';
/** Set while Payload restores a version ("Restore this version"): the publish it makes is logged as a restore. */
const RESTORING = 'catalogueRestoring';
/** The documents a publish was judged on, handed from beforeChange to afterChange in the same request. */
const CHECKED = 'catalogueChecked';

type StaffUser = { staffId?: string; name?: string };

function publisherOf(req: PayloadRequest): Publisher {
  const user = req.user as StaffUser | null | undefined;
  if (user?.staffId) return { id: user.staffId, name: user.name ?? 'Staff' };
  // A scheduled publish runs without anyone signed in; the version records who scheduled it.
  return { id: null, name: 'Scheduled publish' };
}

/** The label the editor shows for the field at `path` (its first part: a tab's field, a list), so the notice names it. */
function fieldLabel(req: PayloadRequest, where: { collection?: string; global?: string }, path: string): string | undefined {
  const fields = where.collection
    ? req.payload.collections[where.collection as 'projects']?.config.flattenedFields
    : req.payload.globals.config.find((global) => global.slug === where.global)?.flattenedFields;
  const label = fields?.find((field) => field.name === path.split('.')[0])?.label;
  return typeof label === 'string' ? label : undefined;
}

function refusalError(req: PayloadRequest, error: ContentError, where: { collection?: string; global?: string }): ValidationError {
  const refusal = firstRefusal(error.message);
  const path = refusal ? editorFieldPath(refusal) : 'name';
  const message = refusal ? `${refusal.message} (${refusal.file}: ${refusal.path})` : error.message;
  return new ValidationError({ ...where, errors: [{ path, message, label: fieldLabel(req, where, path) }] });
}

/** The editor before its first filling (cms/start.ts) holds no developer: what it would publish is no catalogue. */
async function assertFilled(req: PayloadRequest, where: { collection?: string; global?: string }): Promise<void> {
  const { totalDocs } = await req.payload.count({
    collection: 'developers',
    where: { _status: { equals: 'published' } },
    overrideAccess: true,
    req,
  });
  if (totalDocs > 0) return;
  throw new ValidationError({
    ...where,
    errors: [{ path: 'name', message: 'The editor is still being filled with the published catalogue: publish again in a minute.' }],
  });
}

async function wouldPublish(req: PayloadRequest, change: PendingChange, where: { collection?: string; global?: string }): Promise<void> {
  // Read only once the publishes before this one are stored (./publish-turn.ts).
  await takePublishTurn(req);
  await assertFilled(req, where);
  const documents = toCatalogueDocuments(await loadEditorCatalogue(req.payload, req, change));
  try {
    assertRenderable(documents);
  } catch (error) {
    if (error instanceof ContentError) throw refusalError(req, error, where);
    throw error;
  }
  // What the store is about to hold: the publish after it (afterChange) need not read the whole editor again.
  req.context[CHECKED] = documents;
}

const sameDocuments = (a: CatalogueDocuments, b: CatalogueDocuments) =>
  Object.keys(b).every((name) => documentText(a[name]) === documentText(b[name]));

/** Publishes the editor's published state as a revision, unless it is the revision the site already shows. */
export async function publishEditorCatalogue(req: PayloadRequest, note: string): Promise<number | null> {
  const checked = req.context[CHECKED] as CatalogueDocuments | undefined;
  delete req.context[CHECKED];
  return publishInTurn(req, async (readBeforeStillHolds) => {
    const documents = checked && readBeforeStillHolds ? checked : await readEditorCatalogue(req);
    return storeRevision(req, documents, note);
  });
}

async function readEditorCatalogue(req: PayloadRequest): Promise<CatalogueDocuments> {
  await assertFilled(req, {});
  return toCatalogueDocuments(await loadEditorCatalogue(req.payload, req));
}

async function storeRevision(req: PayloadRequest, documents: CatalogueDocuments, note: string): Promise<number | null> {
  const prisma = await db();
  const latest = await readRevision(prisma);
  if (latest && sameDocuments(latest.documents, documents)) return null;
  const publisher = publisherOf(req);
  const renamed = (req.context[RENAMED] as Record<string, string> | undefined) ?? {};
  const revision = await publishRevision(prisma, documents, publisher, { note, renamed });
  if (publisher.id) {
    await recordAccess({
      actorId: publisher.id,
      action: req.context[RESTORING] ? 'catalogue-restore' : 'catalogue-publish',
      subjectId: `revision ${revision.id}`,
      detail: note,
      address: req.headers ? requestClientAddress(new Request('http://catalogue.invalid/', { headers: req.headers })) : 'scheduled',
    });
  }
  return revision.id;
}

const stampEditor = (data: Record<string, unknown>, req: PayloadRequest) => {
  const user = req.user as StaffUser | null | undefined;
  if (user?.name) data.editedBy = user.name;
  return data;
};

const isPublished = (doc: unknown) => (doc as { _status?: string } | null)?._status === 'published';

export function publishOnChange(collection: 'projects' | 'developers'): NonNullable<CollectionConfig['hooks']> {
  const label = collection === 'projects' ? 'Project' : 'Developer';
  const beforeChange: CollectionBeforeChangeHook = async ({ data, originalDoc, req, context }) => {
    stampEditor(data, req);
    if (context[SEEDING]) return data;
    if (!isPublished(data)) {
      // Unpublished (or a draft of a published document): afterChange publishes; its turn comes before this write.
      if (isPublished(originalDoc)) await takePublishTurn(req);
      return data;
    }
    const [before, after] = [originalDoc?.projectId, data.projectId];
    if (collection === 'projects' && typeof before === 'string' && typeof after === 'string' && before !== after) {
      context[RENAMED] = { ...(context[RENAMED] as object | undefined), [before]: after };
    }
    await wouldPublish(req, { kind: 'collection', collection, id: originalDoc?.id, data: { ...originalDoc, ...data } }, { collection });
    return data;
  };
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
    if (context[SEEDING] || !(isPublished(doc) || isPublished(previousDoc))) return doc;
    const done = context[RESTORING] ? 'restored to an earlier version' : isPublished(doc) ? 'published' : 'unpublished';
    await publishEditorCatalogue(req, `${label} ${done}: ${doc.name}`);
    return doc;
  };
  const beforeDelete: CollectionBeforeDeleteHook = async ({ req, context }) => {
    // A published document deleted is published by afterDelete; its turn comes before the row goes (./publish-turn.ts).
    if (!context[SEEDING]) await takePublishTurn(req);
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (context[SEEDING] || !isPublished(doc)) return doc;
    await publishEditorCatalogue(req, `${label} deleted: ${doc.name}`);
    return doc;
  };
  const markRestore: CollectionBeforeOperationHook = ({ args, operation, req }) => {
    if (operation === 'restoreVersion') req.context[RESTORING] = true;
    return args;
  };
  return {
    beforeOperation: [markRestore],
    beforeChange: [beforeChange],
    afterChange: [afterChange],
    beforeDelete: [beforeDelete],
    afterDelete: [afterDelete],
  };
}

export function publishGlobalOnChange(slug: string): NonNullable<GlobalConfig['hooks']> {
  const beforeChange: GlobalBeforeChangeHook = async ({ data, req, context }) => {
    stampEditor(data, req);
    if (context[SEEDING] || !isPublished(data)) return data;
    await wouldPublish(req, { kind: 'global', slug: slug as keyof EditorGlobals, data }, { global: slug });
    return data;
  };
  const afterChange: GlobalAfterChangeHook = async ({ doc, req, context }) => {
    if (context[SEEDING] || !isPublished(doc)) return doc;
    await publishEditorCatalogue(req, `${slug} page published`);
    return doc;
  };
  // Restoring a global's version runs no beforeChange: its publish's turn is taken before the version is written.
  const restoreInTurn: GlobalBeforeOperationHook = async ({ args, operation, req }) => {
    if (operation === 'restoreVersion') await takePublishTurn(req);
    return args;
  };
  return { beforeOperation: [restoreInTurn], beforeChange: [beforeChange], afterChange: [afterChange] };
}
