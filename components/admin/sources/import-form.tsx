'use client';

import { ResultsTable } from '@/components/admin/lists/results-table';
import { ActionNotice } from '@/components/admin/shell/action-notice';
import { channelNames } from '@/lib/intake/attribution/channel-names';
import type { ImportData, ImportPreviewRow } from '@/lib/intake/sources/csv-import/import-result';
import type { ActionResult } from '@/lib/office/staff/action-result';
import Link from 'next/link';
import { useActionState } from 'react';
import styles from './sources.module.css';

type Result = ActionResult<ImportData>;
type Props = { action: (previous: Result | null, formData: FormData) => Promise<Result> };

function rowState(row: ImportPreviewRow): string {
  if (row.problems.length > 0) return `Not imported: ${row.problems.join('; ')}`;
  if (row.alreadyImported) return 'Already imported';
  return row.notes.length > 0 ? `Imported; ${row.notes.join('; ')}` : 'Ready';
}

/** Upload, preview every row with its problems, then import: nothing is stored before "Import". */
export function ImportForm({ action }: Props) {
  const [result, formAction, pending] = useActionState(action, null);
  const state: ImportData = result?.data ?? {};
  if (state.stored !== undefined) {
    return (
      <p role="status">
        {state.stored === 0 ? 'Nothing new to import: every row was imported before.' : `Imported ${state.stored} leads as one batch. `}
        {state.batchId ? (
          <Link href={`/admin/leads?view=all&batch=${encodeURIComponent(state.batchId)}`}>See them on the lead desk</Link>
        ) : null}
      </p>
    );
  }
  return (
    <form action={formAction} className={styles.form}>
      <ActionNotice result={result} />
      {state.rows ? (
        <>
          <input type="hidden" name="csv" value={state.csv ?? ''} />
          <input type="hidden" name="fileName" value={state.fileName ?? ''} />
          <h2>Preview of {state.fileName}</h2>
          <ResultsTable columns={['Line', 'Name', 'Phone', 'E-mail', 'What happens']}>
            {state.rows.map((row) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                <td>{row.name || '—'}</td>
                <td>{row.phone ?? '—'}</td>
                <td>{row.email ?? '—'}</td>
                <td className={row.problems.length > 0 ? styles.missing : undefined}>{rowState(row)}</td>
              </tr>
            ))}
          </ResultsTable>
        </>
      ) : (
        <label>
          CSV file (a header row naming Name and Phone or Email; Project, City, Remarks optional)
          <input type="file" name="file" accept=".csv,text/csv" required />
        </label>
      )}
      <label>
        Where these leads came from (the expo, the channel partner)
        <input name="sourceName" required maxLength={100} defaultValue={state.origin?.sourceName} />
      </label>
      <label>
        Channel
        <select name="channel" defaultValue={state.origin?.channel ?? 'referral'}>
          {Object.entries(channelNames).map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Campaign (optional)
        <input name="campaign" maxLength={200} defaultValue={state.origin?.campaign ?? ''} />
      </label>
      {state.rows ? (
        <button type="submit" name="step" value="import" disabled={pending || !state.ready}>
          Import {state.ready} leads
        </button>
      ) : (
        <button type="submit" name="step" value="preview" disabled={pending}>
          Preview
        </button>
      )}
    </form>
  );
}
