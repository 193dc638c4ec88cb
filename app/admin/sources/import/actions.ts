'use server';

import '@/lib/platform/validation/jitless';

import type { ImportState } from '@/components/admin/sources/import-form';
import { channelIds } from '@/lib/intake/attribution/channel-names';
import { ImportUndoError, previewImport, runImport, undoImport } from '@/lib/intake/sources/csv-import/batches';
import { staffAction } from '@/lib/office/staff/staff-action';
import { redirect } from 'next/navigation';
import { z } from 'zod';

const MAX_FILE_BYTES = 900 * 1024;

const originSchema = z.object({
  channel: z.enum(channelIds, 'choose a channel'),
  sourceName: z.string().trim().min(1, 'name where the leads came from (the expo, the partner)').max(100),
  campaign: z.string().trim().max(200).optional(),
});

async function csvOf(formData: FormData): Promise<{ csv: string; fileName: string } | { error: string }> {
  const file = formData.get('file');
  if (file instanceof File && file.size > 0) {
    if (file.size > MAX_FILE_BYTES) return { error: `The file is larger than ${MAX_FILE_BYTES / 1024} KB; split it.` };
    return { csv: await file.text(), fileName: file.name || 'upload.csv' };
  }
  const csv = formData.get('csv');
  const fileName = formData.get('fileName');
  if (typeof csv === 'string' && csv && csv.length <= MAX_FILE_BYTES)
    return { csv, fileName: typeof fileName === 'string' ? fileName.slice(0, 200) : 'upload.csv' };
  return { error: 'Choose a CSV file.' };
}

/**
 * The import form: "Preview" shows every row with its problems and stores nothing; "Import" stores
 * the file shown in the preview (read again from the form, never from what the preview said).
 */
export const importCsvAction = staffAction(
  { role: 'admin' },
  async (admin, _previous: ImportState, formData: FormData): Promise<ImportState> => {
    const origin = originSchema.safeParse({
      channel: formData.get('channel'),
      sourceName: formData.get('sourceName'),
      campaign: formData.get('campaign') || undefined,
    });
    const input = await csvOf(formData);
    if ('error' in input) return { error: input.error };
    if (!origin.success)
      return { error: `Where did these leads come from? ${origin.error.issues[0]?.message}`, csv: input.csv, fileName: input.fileName };
    const fields = { ...origin.data, campaign: origin.data.campaign ?? null };
    if (formData.get('step') === 'import') {
      const done = await runImport(input.csv, { fileName: input.fileName, ...fields }, admin.id);
      if (!done.ok) return { error: done.problem };
      return { stored: done.stored, batchId: done.batchId };
    }
    const preview = await previewImport(input.csv);
    if (!preview.ok) return { error: preview.problem };
    return {
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
    };
  },
);

/** An import's Undo button: its leads erased, while none has been worked. */
export const undoImportAction = staffAction({ role: 'admin' }, async (_admin, formData: FormData): Promise<void> => {
  const id = z.string().trim().min(1).max(64).safeParse(formData.get('id'));
  if (!id.success) redirect('/admin/sources/import?error=missing');
  try {
    await undoImport(id.data);
  } catch (error) {
    // A code, never a message: the page words it, so no address can put its own sentence in the page's alert.
    if (error instanceof ImportUndoError) redirect(`/admin/sources/import?error=${error.problem}`);
    throw error;
  }
  redirect('/admin/sources/import?done=undone');
});
