'use server';

import '@/lib/platform/validation/jitless';

import { channelIds } from '@/lib/intake/attribution/channel-names';
import { ImportUndoError, previewImport, runImport, undoImport } from '@/lib/intake/sources/csv-import/batches';
import type { ImportData } from '@/lib/intake/sources/csv-import/import-result';
import { refused, type ActionResult } from '@/lib/office/staff/action-result';
import { staffAction } from '@/lib/office/staff/staff-action';
import { formText } from '@/lib/platform/http/form-values';
import { z } from 'zod';

const MAX_FILE_BYTES = 900 * 1024;

const originSchema = z.object({
  channel: z.enum(channelIds, 'choose a channel'),
  sourceName: z.string().trim().min(1, 'name where the leads came from (the expo, the partner)').max(100),
  campaign: z.string().trim().max(200).optional(),
});

// The file chosen, or, at the "Import" step, the text the preview carried; the origin is checked after the file,
// so that a file already chosen is carried on with the origin's problem.
const importForm = z.object({
  file: z.instanceof(File).optional(),
  csv: formText,
  fileName: formText,
  channel: formText,
  sourceName: formText,
  campaign: formText,
  step: formText,
});
type ImportForm = z.output<typeof importForm>;

async function csvOf({ file, csv, fileName }: ImportForm): Promise<{ csv: string; fileName: string } | { error: string }> {
  if (file && file.size > 0) {
    if (file.size > MAX_FILE_BYTES) return { error: `The file is larger than ${MAX_FILE_BYTES / 1024} KB; split it.` };
    return { csv: await file.text(), fileName: file.name || 'upload.csv' };
  }
  if (csv && csv.length <= MAX_FILE_BYTES) return { csv, fileName: fileName !== undefined ? fileName.slice(0, 200) : 'upload.csv' };
  return { error: 'Choose a CSV file.' };
}

/**
 * The import form: "Preview" shows every row with its problems and stores nothing; "Import" stores
 * the file shown in the preview (read again from the form, never from what the preview said).
 */
export const importCsvAction = staffAction(
  { role: 'admin', input: importForm, refused: () => refused('Choose a CSV file.') },
  async (admin, form): Promise<ActionResult<ImportData>> => {
    const origin = originSchema.safeParse({ channel: form.channel, sourceName: form.sourceName, campaign: form.campaign || undefined });
    const input = await csvOf(form);
    if ('error' in input) return refused(input.error);
    if (!origin.success)
      return {
        ...refused(`Where did these leads come from? ${origin.error.issues[0]?.message}`),
        data: { csv: input.csv, fileName: input.fileName },
      };
    const fields = { ...origin.data, campaign: origin.data.campaign ?? null };
    if (form.step === 'import') {
      const done = await runImport(input.csv, { fileName: input.fileName, ...fields }, admin.id);
      if (!done.ok) return refused(done.problem);
      return { ok: true, data: { stored: done.stored, batchId: done.batchId } };
    }
    const preview = await previewImport(input.csv);
    if (!preview.ok) return refused(preview.problem);
    return {
      ok: true,
      data: {
        csv: input.csv,
        fileName: input.fileName,
        origin: fields,
        ready: preview.ready,
        rows: preview.rows.map((row) => ({
          line: row.line,
          name: row.fields.name,
          phone: row.fields.phone,
          email: row.fields.email,
          problems: row.problems,
          notes: row.notes,
          alreadyImported: row.alreadyImported,
        })),
      },
    };
  },
);

/** An import's Undo button: its leads erased, while none has been worked. */
export const undoImportAction = staffAction(
  {
    role: 'admin',
    input: z.object({ id: z.string().trim().min(1).max(64) }),
    shownOn: '/admin/sources/import',
    refused: () => refused(new ImportUndoError('missing').message),
  },
  async (_admin, { id }): Promise<ActionResult> => {
    try {
      await undoImport(id);
    } catch (error) {
      if (error instanceof ImportUndoError) return refused(error.message);
      throw error;
    }
    return { ok: true, notice: 'Import undone: its leads are erased.' };
  },
);
