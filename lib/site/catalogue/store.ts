import type { PrismaClient } from '@/lib/generated/prisma/client';
import { isUniqueViolation } from '@/lib/platform/db/unique-violation';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import 'server-only';
import { assertRenderable, CATALOGUE_FILE_NAMES, documentText, type CatalogueDocuments } from './documents';
import { changedPrices, recordPrices } from './price-history';
import { computeRedirects, type RedirectMap, type Renames } from './redirects';

/** A published revision: its documents by file name, and who published it when. */
export type CatalogueRevision = {
  id: number;
  documents: CatalogueDocuments;
  /** Each document's SHA-256, by file name: of the file's bytes when the document is the shipped file. */
  hashes: Record<string, string>;
  publishedBy: string;
  publishedById: string | null;
  note: string;
  restoredFrom: number | null;
  createdAt: Date;
  /** The addresses that are gone as of this revision, and where each answers 308 to (./redirects.ts). */
  redirects: RedirectMap;
};

/** Who published: a staff member, or (id null) the data/ files or a scheduled publish. */
export type Publisher = { id: string | null; name: string };
const SEED_PUBLISHER: Publisher = { id: null, name: 'data/ files' };

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** The newest revision's id: what every instance compares with its own to know a publish happened. */
export async function latestRevisionId(db: PrismaClient): Promise<number | null> {
  const latest = await db.catalogueRevision.findFirst({ orderBy: { id: 'desc' }, select: { id: true } });
  return latest?.id ?? null;
}

/** One revision with its documents (the newest when `id` is left out); null when there is none. */
export async function readRevision(db: PrismaClient, id?: number): Promise<CatalogueRevision | null> {
  const row =
    id === undefined
      ? await db.catalogueRevision.findFirst({ orderBy: { id: 'desc' } })
      : await db.catalogueRevision.findUnique({ where: { id } });
  if (!row) return null;
  const hashes = JSON.parse(row.documents) as Record<string, string>;
  const documents = await readDocuments(db, hashes);
  if (!documents) throw new Error(`Catalogue revision ${row.id}: a document it names is missing`);
  return { ...row, documents, hashes, redirects: await readRedirects(db, row.id) };
}

/** The documents stored under these hashes, by file name; null when one of them is not stored. */
export async function readDocuments(db: PrismaClient, hashes: Record<string, string>): Promise<CatalogueDocuments | null> {
  const stored = await db.catalogueDocument.findMany({ where: { hash: { in: Object.values(hashes) } } });
  const bodies = new Map(stored.map((document) => [document.hash, document.body]));
  const documents: CatalogueDocuments = {};
  for (const [name, hash] of Object.entries(hashes)) {
    const body = bodies.get(hash);
    if (body === undefined) return null;
    documents[name] = JSON.parse(body);
  }
  return documents;
}

/**
 * Stores each document once by the hash of its text (a concurrent store of the same document is the same row) and
 * returns the hashes by file name. Documents are never changed or removed: a revision or a preview names them.
 */
export async function storeDocuments(db: PrismaClient, documents: CatalogueDocuments): Promise<Record<string, string>> {
  const texts = CATALOGUE_FILE_NAMES.map((name) => ({ name, text: documentText(documents[name]) }));
  const hashes = Object.fromEntries(texts.map(({ name, text }) => [name, hashOf(text)]));
  const known = new Set(
    (await db.catalogueDocument.findMany({ where: { hash: { in: Object.values(hashes) } }, select: { hash: true } })).map((d) => d.hash),
  );
  for (const { name, text } of texts) {
    const hash = hashes[name]!;
    if (known.has(hash)) continue;
    await db.catalogueDocument.create({ data: { hash, name, body: text } }).catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
    });
    known.add(hash);
  }
  return hashes;
}

/** The redirects that hold in revision `id`. */
async function readRedirects(db: Pick<PrismaClient, 'catalogueRedirect'>, id: number): Promise<RedirectMap> {
  const rows = await db.catalogueRedirect.findMany({
    where: { sinceRevision: { lte: id }, OR: [{ untilRevision: null }, { untilRevision: { gt: id } }] },
    orderBy: { id: 'asc' },
    select: { fromPath: true, toPath: true },
  });
  return Object.fromEntries(rows.map((row) => [row.fromPath, row.toPath]));
}

/**
 * Makes `next` the redirects from revision `revisionId` on: those of `previous` it drops or changes end there, and
 * those it adds or changes start there. Writes only (updates and inserts keyed by path), as the revision's own.
 */
async function writeRedirects(
  tx: Pick<PrismaClient, 'catalogueRedirect'>,
  revisionId: number,
  previous: RedirectMap,
  next: RedirectMap,
): Promise<void> {
  const ended = Object.keys(previous).filter((from) => next[from] !== previous[from]);
  const started = Object.entries(next).filter(([from, to]) => previous[from] !== to);
  if (ended.length)
    await tx.catalogueRedirect.updateMany({
      where: { fromPath: { in: ended }, untilRevision: null },
      data: { untilRevision: revisionId },
    });
  if (started.length)
    await tx.catalogueRedirect.createMany({
      data: started.map(([fromPath, toPath]) => ({ fromPath, toPath, sinceRevision: revisionId })),
    });
}

/** The revisions, newest first, without their documents: the history the editor shows. */
export async function listRevisions(db: PrismaClient, take = 50) {
  return db.catalogueRevision.findMany({
    orderBy: { id: 'desc' },
    take,
    select: { id: true, publishedBy: true, publishedById: true, note: true, restoredFrom: true, createdAt: true },
  });
}

/**
 * Publishes `documents` as a new revision, which every instance renders from within seconds. Refused with a
 * ContentError naming the file and field when a page could not render from them; nothing is stored then. A document
 * already stored (most of them: a publish changes one or two files) is not stored again.
 */
export async function publishRevision(
  db: PrismaClient,
  documents: CatalogueDocuments,
  publisher: Publisher,
  {
    note = '',
    restoredFrom = null,
    renamed = {},
  }: {
    note?: string;
    restoredFrom?: number | null;
    /** Projects the editor renamed: old id -> new id. Their old addresses answer 308 with the new ones. */
    renamed?: Renames;
  } = {},
): Promise<CatalogueRevision> {
  assertRenderable(documents);
  const previous = await readRevision(db);
  // No transaction: the documents go in first, then the revision naming them in one statement. A reader never meets a
  // revision whose documents are not there yet, and two instances seeding at once cannot hold each other's locks.
  const hashes = await storeDocuments(db, documents);
  const prices = changedPrices(previous?.documents ?? null, documents);
  const previousRedirects = previous?.redirects ?? {};
  const redirects = computeRedirects(previous?.documents ?? null, previousRedirects, documents, renamed);
  // Writes only, no read first: a transaction two instances' publishes cannot deadlock on.
  const row = await db.$transaction(async (tx) => {
    const revision = await tx.catalogueRevision.create({
      data: { documents: JSON.stringify(hashes), publishedById: publisher.id, publishedBy: publisher.name, note, restoredFrom },
    });
    await recordPrices(tx, revision.id, prices);
    await writeRedirects(tx, revision.id, previousRedirects, redirects);
    return revision;
  });
  return { ...row, documents, hashes, redirects };
}

/** Brings an earlier revision back: its documents published again, as a new revision that says which it restored. */
export async function restoreRevision(db: PrismaClient, id: number, publisher: Publisher): Promise<CatalogueRevision> {
  const earlier = await readRevision(db, id);
  if (!earlier) throw new Error(`There is no catalogue revision ${id}`);
  return publishRevision(db, earlier.documents, publisher, { note: `Restored revision ${id}`, restoredFrom: id });
}

/** The data/ files of the catalogue, as the repository ships them: the seed of the first revision. */
export function readDataFiles(dataDir = path.join(process.cwd(), 'data')): CatalogueDocuments {
  return Object.fromEntries(CATALOGUE_FILE_NAMES.map((name) => [name, JSON.parse(fs.readFileSync(path.join(dataDir, name), 'utf8'))]));
}

/**
 * The first start: when no revision exists, the shipped data/ files become revision 1. Two instances starting at
 * once may both seed; both revisions then hold the same documents, stored once.
 */
export async function seedCatalogue(db: PrismaClient, dataDir?: string): Promise<CatalogueRevision> {
  const latest = await readRevision(db);
  if (latest) return latest;
  return publishRevision(db, readDataFiles(dataDir), SEED_PUBLISHER, { note: 'Seeded from the data/ files' });
}

/** Writes the revision's documents as the data/ files (`npm run catalogue:export`): what a developer commits. */
export function writeDataFiles(revision: Pick<CatalogueRevision, 'documents'>, dataDir: string): string[] {
  return CATALOGUE_FILE_NAMES.map((name) => {
    fs.writeFileSync(path.join(dataDir, name), documentText(revision.documents[name]));
    return name;
  });
}
