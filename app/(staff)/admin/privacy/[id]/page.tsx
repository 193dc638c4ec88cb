import { LinkedIdentifiers } from '@/components/admin/privacy/linked-identifiers';
import { PersonDataSummary } from '@/components/admin/privacy/person-data-summary';
import { PrivacyDeadline } from '@/components/admin/privacy/privacy-deadline';
import { PrivacyProofs } from '@/components/admin/privacy/privacy-proofs';
import privacy from '@/components/admin/privacy/privacy.module.css';
import { RecordCallForm } from '@/components/admin/privacy/record-call-form';
import styles from '@/components/admin/shared.module.css';
import { ActionNotice } from '@/components/admin/shell/action-notice';
import { privacyActionErrors } from '@/lib/compliance/privacy/action-errors';
import type { ErasureLog } from '@/lib/compliance/privacy/erase';
import { kindName, privacyStatusNames } from '@/lib/compliance/privacy/labels';
import { personTables } from '@/lib/compliance/privacy/person-data';
import { requestProofs } from '@/lib/compliance/privacy/proofs';
import { personDataFor } from '@/lib/compliance/privacy/queue';
import { viewPrivacyRequest } from '@/lib/compliance/privacy/view-request';
import { toSearchParams } from '@/lib/office/lists/filter';
import { requireAdmin } from '@/lib/office/staff/current-staff';
import { flashedResult } from '@/lib/office/staff/flash';
import { renderingClientAddress } from '@/lib/platform/http/client-address';
import { formatIst } from '@/lib/platform/time/india';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { closeRequestAction, eraseAction, mailProofLinkAction, recordCallAction } from './actions';

export const metadata: Metadata = { title: 'Privacy request' };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * One request: who asked, what they proved, what we hold under it, what is only linked to it, and
 * the actions that answer it. Each view is written to the access log.
 */
export default async function PrivacyRequestPage({ params, searchParams }: Props) {
  const admin = await requireAdmin();
  const { id } = await params;
  const request = await viewPrivacyRequest(admin, id, await renderingClientAddress());
  if (!request) notFound();
  const query = toSearchParams(await searchParams);
  const result = await flashedResult();
  const isOpen = request.status === 'open';
  const held = isOpen ? await personDataFor(request) : null;
  const data = held?.proven ? held.data : null;
  const proofs = await requestProofs(request.id);
  const now = new Date();
  const phoneProven = proofs.some((proof) => proof.provenAt && proof.kind === 'phone' && proof.value === request.phoneKey);
  const pendingLinks = proofs.filter((proof) => !proof.provenAt && proof.tokenExpiresAt && proof.tokenExpiresAt > now);
  const log = request.erasureLog ? (JSON.parse(request.erasureLog) as ErasureLog) : null;
  const confirming = isOpen && request.kind === 'erasure' && query.get('confirm') === 'erase';
  const openedAt = request.openedAt ?? request.createdAt;
  const base = `/admin/privacy/${encodeURIComponent(request.id)}`;
  return (
    <>
      <p>
        <Link href="/admin/privacy" prefetch={false}>
          ← Back to privacy requests
        </Link>
      </p>
      <h1>
        {kindName(request.kind)}: {privacyStatusNames[request.status] ?? request.status}
      </h1>
      <ActionNotice result={result} />
      <dl className={privacy.facts}>
        <dt>E-mail</dt>
        <dd>{request.email ?? '—'}</dd>
        <dt>Phone</dt>
        <dd>{request.phone ?? '—'}</dd>
        <dt>Proven</dt>
        <dd>
          <PrivacyProofs email={request.email} verifiedByLink={request.verifyBy === 'email'} proofs={proofs} />
        </dd>
        {request.details ? (
          <>
            <dt>To correct</dt>
            <dd className={styles.message}>{request.details}</dd>
          </>
        ) : null}
        <dt>Received</dt>
        <dd>{formatIst(openedAt)}</dd>
        {isOpen ? (
          <>
            <dt>Due</dt>
            <dd>
              <PrivacyDeadline openedAt={openedAt} now={now} />
            </dd>
          </>
        ) : (
          <>
            <dt>Closed</dt>
            <dd>
              {request.closedAt ? formatIst(request.closedAt) : ''} {request.closedBy ? `by ${request.closedBy.name}` : ''}
            </dd>
            <dt>Note</dt>
            <dd className={styles.message}>{request.closingNote}</dd>
          </>
        )}
      </dl>
      {log ? (
        <section className={privacy.section} aria-labelledby="erasure-log">
          <h2 id="erasure-log">Erasure log</h2>
          <ul>
            {personTables.map((table) => (
              <li key={table.name}>
                {table.label}: {log.counts[table.name] ?? 0} erased
              </li>
            ))}
            <li>Phone tombstones kept: {log.tombstones}</li>
          </ul>
          <p>
            {log.deliveredWebhookIds.length === 0
              ? 'None of their leads had been delivered to the CRM webhook.'
              : `Already delivered to the CRM webhook (delivery ids): ${log.deliveredWebhookIds.join(', ')}.`}{' '}
            {log.erasedEventId
              ? `The CRM is told by the lead.erased event ${log.erasedEventId}.`
              : 'The CRM webhook is not configured, so no lead.erased event was sent.'}
          </p>
        </section>
      ) : null}
      {isOpen && request.verifyBy === 'call' && request.phone && request.phoneKey && !phoneProven ? (
        <section className={privacy.section} aria-labelledby="call-heading">
          <h2 id="call-heading">Verify by call</h2>
          <RecordCallForm requestId={request.id} phoneKey={request.phoneKey} phone={request.phone} action={recordCallAction} />
        </section>
      ) : null}
      {data ? (
        <section className={privacy.section} aria-labelledby="held-data">
          <h2 id="held-data">What we hold under what they proved</h2>
          <PersonDataSummary tables={personTables.map(({ name, label }) => ({ name, label }))} data={data} />
          <p className={privacy.actions}>
            <a href={`${base}/json`}>Download as JSON</a>
            <a href={`${base}/csv`}>Download as CSV</a>
          </p>
        </section>
      ) : null}
      {held && held.match.linked.length > 0 ? (
        <LinkedIdentifiers
          requestId={request.id}
          linked={held.match.linked}
          pendingLinks={pendingLinks}
          recordCall={recordCallAction}
          mailLink={mailProofLinkAction}
        />
      ) : null}
      {isOpen && request.kind === 'erasure' ? (
        <section className={`${privacy.section} ${privacy.danger}`} aria-labelledby="erase-heading">
          <h2 id="erase-heading">Erase their data</h2>
          {!held?.proven ? (
            <p>{privacyActionErrors.unproven}</p>
          ) : confirming ? (
            <form action={eraseAction} className={privacy.confirm}>
              <input type="hidden" name="id" value={request.id} />
              <p>
                Every row counted under &ldquo;What we hold under what they proved&rdquo; is deleted in one step, with their deliveries and
                their requests&apos; contact details; rows only linked to them stay. The CRM is told.{' '}
                <strong>This cannot be undone.</strong>
              </p>
              <label>
                <input type="checkbox" name="confirm" value="erase" required />I understand that this cannot be undone
              </label>
              <div>
                <button type="submit" className={privacy.dangerButton}>
                  Erase permanently
                </button>
              </div>
            </form>
          ) : (
            <p>
              <Link href={`${base}?confirm=erase`} prefetch={false}>
                Erase their data…
              </Link>
            </p>
          )}
        </section>
      ) : null}
      {isOpen ? (
        <section className={privacy.section} aria-labelledby="close-heading">
          <h2 id="close-heading">Close the request</h2>
          {request.kind === 'withdrawal' ? (
            <p>Marking a withdrawal done records on each of their leads and applications that they no longer consent.</p>
          ) : null}
          <form action={closeRequestAction} className={privacy.closeForm}>
            <input type="hidden" name="id" value={request.id} />
            <fieldset className={privacy.choices}>
              <legend className="visually-hidden">Outcome</legend>
              <label>
                <input type="radio" name="outcome" value="done" required /> Done
              </label>
              <label>
                <input type="radio" name="outcome" value="rejected" /> Rejected
              </label>
            </fieldset>
            <label htmlFor="close-note">Note</label>
            <textarea id="close-note" name="note" required maxLength={2000} />
            <div>
              <button type="submit" className="btn btn-primary">
                Close request
              </button>
            </div>
          </form>
        </section>
      ) : null}
    </>
  );
}
