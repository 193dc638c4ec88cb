import { ResultsTable } from '@/components/admin/lists/results-table';
import shared from '@/components/admin/shared.module.css';
import { ActionNotice } from '@/components/admin/shell/action-notice';
import { ImportForm } from '@/components/admin/sources/import-form';
import { listImports } from '@/lib/intake/sources/csv-import/batches';
import { requireAdmin } from '@/lib/office/staff/current-staff';
import { flashedResult } from '@/lib/office/staff/flash';
import { formatIst } from '@/lib/platform/time/india';
import type { Metadata } from 'next';
import Link from 'next/link';
import { importCsvAction, undoImportAction } from './actions';

export const metadata: Metadata = { title: 'Import a spreadsheet' };

/** Admins only: a spreadsheet of leads (an expo's, a channel partner's) previewed, imported as one batch, undone while unworked. */
export default async function ImportPage() {
  await requireAdmin();
  const [imports, result] = await Promise.all([listImports(), flashedResult()]);
  return (
    <>
      <h1>Import a spreadsheet</h1>
      <p className={shared.summary}>
        <Link href="/admin/sources">Lead sources</Link> · Each row becomes a lead (a repeat when the buyer&apos;s phone is already on an
        open lead). Importing the same rows again stores nothing twice.
      </p>
      <ActionNotice result={result} />
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
