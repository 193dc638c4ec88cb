import type { LinkedIdentifier } from '@/lib/compliance/privacy/person-match';
import { formatIst } from '@/lib/platform/time/india';
import privacy from './privacy.module.css';
import { RecordCallForm } from './record-call-form';

type Props = {
  requestId: string;
  linked: LinkedIdentifier[];
  /** Links already mailed to a linked address and not yet followed: when they were sent, by whom. */
  pendingLinks: { value: string | null; createdAt: Date; tokenExpiresAt: Date | null; staff: { name: string } | null }[];
  recordCall: (formData: FormData) => Promise<void>;
  mailLink: (formData: FormData) => Promise<void>;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function rowsOf(identifier: LinkedIdentifier): string {
  const parts = [
    identifier.leads > 0 ? plural(identifier.leads, 'lead', 'leads') : null,
    identifier.applications > 0 ? plural(identifier.applications, 'job application', 'job applications') : null,
    identifier.privacyRequests > 0 ? plural(identifier.privacyRequests, 'privacy request', 'privacy requests') : null,
  ];
  return parts.filter(Boolean).join(', ');
}

/**
 * Phones and e-mails found beside what the person proved, which anyone could have typed: the rows
 * carrying them are counted, never listed as theirs, and join the request only once staff prove
 * the identifier (a recorded call, or a mailed link followed).
 */
export function LinkedIdentifiers({ requestId, linked, pendingLinks, recordCall, mailLink }: Props) {
  return (
    <section className={privacy.section} aria-labelledby="linked-heading">
      <h2 id="linked-heading">Linked, not proven</h2>
      <p>
        These phones and e-mails appear beside theirs on a lead or a request, where anyone can type anything. The rows below may belong to
        someone else: they are not shown as theirs, not exported and not erased unless you prove the phone or e-mail belongs to the person
        who asked.
      </p>
      <ul className={privacy.linkedList}>
        {linked.map((identifier) => {
          const pending = pendingLinks.filter((link) => identifier.kind === 'email' && link.value === identifier.value);
          return (
            <li key={`${identifier.kind}:${identifier.value}`}>
              <p>
                <strong>
                  {identifier.kind === 'phone' ? 'Phone' : 'E-mail'} {identifier.value}
                </strong>
                : held on {rowsOf(identifier)} not proven to be theirs.
              </p>
              {identifier.kind === 'phone' ? (
                <RecordCallForm requestId={requestId} phoneKey={identifier.value} phone={identifier.value} action={recordCall} />
              ) : (
                <form action={mailLink} className={privacy.actions}>
                  <input type="hidden" name="id" value={requestId} />
                  <input type="hidden" name="email" value={identifier.value} />
                  {pending.map((link) => (
                    <span key={link.createdAt.toISOString()}>
                      Link mailed on {formatIst(link.createdAt)} by {link.staff?.name ?? 'a former member of staff'}
                      {link.tokenExpiresAt ? `, valid until ${formatIst(link.tokenExpiresAt)}` : ''}.
                    </span>
                  ))}
                  <button type="submit" className="btn btn-outline">
                    Mail a confirmation link to {identifier.value}
                  </button>
                </form>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
