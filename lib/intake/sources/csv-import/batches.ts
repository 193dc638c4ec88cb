import { db } from '@/lib/platform/db';
import 'server-only';
import { channelIdOf } from '../source-names';
import type { SourcedLead } from '../sourced-lead';
import { storeLeadFromSource } from '../store-sourced-lead';
import { readImportRows, type ImportRow } from './rows';

/** Where the file's leads came from, as the admin states it on upload: the expo, the channel partner. */
export type ImportOrigin = { fileName: string; channel: string; sourceName: string; campaign: string | null };

export type Preview = { ok: true; rows: (ImportRow & { alreadyImported: boolean })[]; ready: number } | { ok: false; problem: string };

/** Each row with its problems, and whether an earlier import already stored it; stores nothing. */
export async function previewImport(csv: string): Promise<Preview> {
  const read = readImportRows(csv);
  if (!read.ok) return read;
  const prisma = await db();
  const known = new Set(
    (
      await prisma.lead.findMany({
        where: { source: 'csv', externalId: { in: read.rows.map((row) => row.externalId) } },
        select: { externalId: true },
      })
    ).map((row) => row.externalId),
  );
  const rows = read.rows.map((row) => ({ ...row, alreadyImported: known.has(row.externalId) }));
  return { ok: true, rows, ready: rows.filter((row) => row.problems.length === 0 && !row.alreadyImported).length };
}

function sourcedLeadOf(row: ImportRow, origin: ImportOrigin, now: Date): SourcedLead {
  return {
    source: 'csv',
    externalId: row.externalId,
    ...row.fields,
    receivedAt: now,
    attribution: {
      channel: channelIdOf(origin.channel),
      source: origin.sourceName,
      campaign: origin.campaign,
      ids: { file: origin.fileName, line: String(row.line) },
    },
    consent: { form: `${origin.sourceName} (spreadsheet ${origin.fileName})` },
  };
}

/**
 * Stores the file's rows that have no problem as one batch; a row an earlier import stored is skipped
 * (its hash is its id), so importing the same file again stores nothing twice. Each lead is stored in
 * its own transaction: an import cut short is finished by importing the file again.
 */
export async function runImport(
  csv: string,
  origin: ImportOrigin,
  adminId: string,
  now = new Date(),
): Promise<{ ok: true; batchId: string | null; stored: number } | { ok: false; problem: string }> {
  const preview = await previewImport(csv);
  if (!preview.ok) return preview;
  const good = preview.rows.filter((row) => row.problems.length === 0 && !row.alreadyImported);
  // Nothing new: no empty batch on the desk.
  if (good.length === 0) return { ok: true, batchId: null, stored: 0 };
  const prisma = await db();
  const batch = await prisma.importBatch.create({
    data: { fileName: origin.fileName.slice(0, 200), rows: good.length, createdById: adminId, createdAt: now },
  });
  let stored = 0;
  for (const row of good) {
    const { created } = await storeLeadFromSource(sourcedLeadOf(row, origin, now), now, { importBatchId: batch.id });
    if (created) stored += 1;
  }
  await prisma.importBatch.update({ where: { id: batch.id }, data: { rows: stored } });
  return { ok: true, batchId: batch.id, stored };
}

/** Why an import could not be undone: a code, and the error's message in words. */
export type ImportUndoProblem = 'missing' | 'worked';

export class ImportUndoError extends Error {
  constructor(readonly problem: ImportUndoProblem) {
    super(
      problem === 'missing'
        ? 'This import no longer exists or was already undone.'
        : 'Staff have started working some of its leads, so this import can no longer be undone.',
    );
  }
}

/**
 * Undoes an import: its leads are erased, with what hangs on them, in one transaction, and only while
 * none has been worked (still New, no owner, no note or event by staff): the delete re-checks that row
 * by row, so a lead worked meanwhile keeps the whole batch.
 */
export async function undoImport(batchId: string, now = new Date()): Promise<number> {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const batch = await tx.importBatch.findUnique({
      where: { id: batchId },
      select: { undoneAt: true, _count: { select: { leads: true } } },
    });
    if (!batch || batch.undoneAt) throw new ImportUndoError('missing');
    const leads = await tx.lead.findMany({ where: { importBatchId: batchId }, select: { id: true } });
    const ids = leads.map((lead) => lead.id);
    await tx.leadEvent.deleteMany({ where: { kind: 'repeat', toValue: { in: ids }, actorId: null } });
    const { count } = await tx.lead.deleteMany({
      where: { importBatchId: batchId, stage: 'new', ownerId: null, notes: { none: {} }, events: { none: { actorId: { not: null } } } },
    });
    if (count !== ids.length) throw new ImportUndoError('worked');
    await tx.importBatch.update({ where: { id: batchId }, data: { undoneAt: now } });
    return count;
  });
}

/** The imports, newest first, with how many of their leads remain and whether they may still be undone. */
export async function listImports(limit = 20) {
  const prisma = await db();
  const batches = await prisma.importBatch.findMany({
    orderBy: { createdAt: 'desc' },
    take: limit,
    select: {
      id: true,
      fileName: true,
      rows: true,
      createdAt: true,
      undoneAt: true,
      createdBy: { select: { name: true } },
      _count: { select: { leads: true } },
    },
  });
  const worked = await prisma.lead.groupBy({
    by: ['importBatchId'],
    where: {
      importBatchId: { in: batches.map((batch) => batch.id) },
      OR: [
        { stage: { not: 'new' } },
        { ownerId: { not: null } },
        { notes: { some: {} } },
        { events: { some: { actorId: { not: null } } } },
      ],
    },
    _count: { _all: true },
  });
  const workedIn = new Set(worked.map((row) => row.importBatchId));
  return batches.map((batch) => ({ ...batch, undoable: !batch.undoneAt && batch._count.leads > 0 && !workedIn.has(batch.id) }));
}
