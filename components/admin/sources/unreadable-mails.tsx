import { ResultsTable } from '@/components/admin/lists/results-table';
import { formatIst } from '@/lib/platform/time/india';
import shared from '../shared.module.css';
import styles from './sources.module.css';

type Mail = { id: string; from: string; subject: string; receivedAt: Date | null; text: string; reason: string; createdAt: Date };

type Props = { mails: Mail[]; retry: (formData: FormData) => Promise<void>; dismiss: (formData: FormData) => Promise<void> };

const columns = ['From', 'Received', 'The mail', 'Why it was not read', ''];

/**
 * The portal mails no parser read, so that no lead is lost to a layout change: staff read each one, and after a
 * parser is fixed try it again, or take off the list what is no lead.
 */
export function UnreadableMails({ mails, retry, dismiss }: Props) {
  if (mails.length === 0) return <p className={shared.empty}>Every portal mail was read.</p>;
  return (
    <ResultsTable columns={columns}>
      {mails.map((mail) => (
        <tr key={mail.id}>
          <td>
            {mail.from}
            <span className={shared.detail}>{mail.subject}</span>
          </td>
          <td className={shared.nowrap}>{formatIst(mail.receivedAt ?? mail.createdAt)}</td>
          <td>
            <pre className={styles.payload}>{mail.text}</pre>
          </td>
          <td>{mail.reason}</td>
          <td>
            <form action={retry}>
              <input type="hidden" name="id" value={mail.id} />
              <button type="submit">Try again</button>
            </form>
            <form action={dismiss}>
              <input type="hidden" name="id" value={mail.id} />
              <button type="submit">Not a lead: remove</button>
            </form>
          </td>
        </tr>
      ))}
    </ResultsTable>
  );
}
