import { ResultsTable } from '@/components/admin/lists/results-table';
import { formatIst } from '@/lib/platform/time/india';
import shared from '../shared.module.css';

type Key = {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdBy: { name: string } | null;
};

const columns = ['Tool', 'Key starts', 'Made', 'Last used', 'State'];

/** The API keys, with when each was last used; a live one can be revoked. */
export function KeyList({ keys, revoke }: { keys: Key[]; revoke: (formData: FormData) => Promise<void> }) {
  if (keys.length === 0) return <p className={shared.empty}>No API keys yet.</p>;
  return (
    <ResultsTable columns={columns}>
      {keys.map((key) => (
        <tr key={key.id}>
          <td>api:{key.name}</td>
          <td>
            <code>{key.prefix}…</code>
          </td>
          <td className={shared.nowrap}>
            {formatIst(key.createdAt)}
            {key.createdBy ? <span className={shared.detail}>by {key.createdBy.name}</span> : null}
          </td>
          <td className={shared.nowrap}>{key.lastUsedAt ? formatIst(key.lastUsedAt) : 'Never'}</td>
          <td>
            {key.revokedAt ? (
              `Revoked ${formatIst(key.revokedAt)}`
            ) : (
              <form action={revoke}>
                <input type="hidden" name="id" value={key.id} />
                <button type="submit">Revoke</button>
              </form>
            )}
          </td>
        </tr>
      ))}
    </ResultsTable>
  );
}
