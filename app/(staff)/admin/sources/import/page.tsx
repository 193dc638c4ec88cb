import { ResultsTable } from '@/components/admin/lists/results-table';
import shared from '@/components/admin/shared.module.css';
import { ActionNotice } from '@/components/admin/shell/action-notice';
import { ImportForm } from '@/components/admin/sources/import-form';
import { listImports, type ImportUndoProblem } from '@/lib/intake/sources/csv-import/batches';
import { toSearchParams } from '@/lib/office/lists/filter';
import { resultInAddress } from '@/lib/office/staff/action-result';
import { requireAdmin } from '@/lib/office/staff/current-staff';
import { formatIst } from '@/lib/platform/time/india';
import type { Metadata } from 'next';
import Link from 'next/link';
import { importCsvAction, undoImportAction } from './actions';

export const metadata: Metadata = { title: 'Import a spreadsheet' };

/** The page's own words for each code its address may carry; anything else in the address shows nothing. */
const undoRefusals = {
  missing: 'That import no longer exists or was already undone.',
  worked: 'Staff have started working some of its leads, so this import can no longer be undone.',
} as const satisfies Record<ImportUndoProblem, string>;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Admins only: a spreadsheet of leads (an expo's, a channel partner's) previewed, imported as one batch, undone while unworked. */
export default async function ImportPage({ searchParams }: Props) {
  await requireAdmin();
  const params = toSearchParams(await searchParams);
  const imports = await listImports();
  return (
    <>
      <h1>Import a spreadsheet</h1>
      <p className={shared.summary}>
        <Link href="/admin/sources">Lead sources</Link> · Each row becomes a lead (a repeat when the buyer&apos;s phone is already on an
        open lead). Importing the same rows again stores nothing twice.
      </p>
      <ActionNotice
        result={resultInAddress(params, {
          refusals: { error: undoRefusals },
          notices: { done: { undone: 'Import undone: its leads are erased.' } },
        })}
      />
      <ImportForm action={importCsvAction} />
      <h2>Earlier imports</h2>
      {imports.length === 0 ? (
        <p className={shared.empty}>None yet.</p>
      ) : (
        <ResultsTable columns={['File', 'Imported', 'Leads', '']}>
          {imports.map((batch) => (
            <tr key={batch.id}>
              <td>{batch.fileName}</td>
              <td className={shared.nowrap}>
                {formatIst(batch.createdAt)}
                {batch.createdBy ? <span className={shared.detail}>by {batch.createdBy.name}</span> : null}
              </td>
              <td>
                {batch.undoneAt ? (
                  `Undone ${formatIst(batch.undoneAt)}`
                ) : (
                  <Link href={`/admin/leads?view=all&batch=${encodeURIComponent(batch.id)}`}>{batch._count.leads} leads</Link>
                )}
              </td>
              <td>
                {batch.undoable ? (
                  <form action={undoImportAction}>
                    <input type="hidden" name="id" value={batch.id} />
                    <button type="submit">Undo import</button>
                  </form>
                ) : batch.undoneAt ? null : (
                  <span className={shared.detail}>Being worked: cannot be undone</span>
                )}
              </td>
            </tr>
          ))}
        </ResultsTable>
      )}
    </>
  );
}
