import shared from '@/components/admin/shared.module.css';
import { ActionNotice } from '@/components/admin/shell/action-notice';
import { FailedEvents } from '@/components/admin/sources/failed-events';
import { KeyList } from '@/components/admin/sources/key-list';
import { NewKeyForm } from '@/components/admin/sources/new-key-form';
import { SourceSettings } from '@/components/admin/sources/source-settings';
import { SourceTable } from '@/components/admin/sources/source-table';
import styles from '@/components/admin/sources/sources.module.css';
import { UnreadableMails } from '@/components/admin/sources/unreadable-mails';
import { listApiKeys } from '@/lib/intake/sources/api-keys';
import { troubledEvents } from '@/lib/intake/sources/events';
import { listUnreadableMails } from '@/lib/intake/sources/portal-mail/staff';
import { sourceSettingOrigins } from '@/lib/intake/sources/settings';
import { sourceStatuses } from '@/lib/intake/sources/status';
import { requireAdmin } from '@/lib/office/staff/current-staff';
import { flashedResult } from '@/lib/office/staff/flash';
import { env } from '@/lib/platform/env';
import type { Metadata } from 'next';
import Link from 'next/link';
import {
  createApiKeyAction,
  dismissUnreadableMailAction,
  retryEventAction,
  retryUnreadableMailAction,
  revokeApiKeyAction,
  saveMailboxAction,
  saveSourceSettingsAction,
  testMailboxAction,
} from './actions';

export const metadata: Metadata = { title: 'Lead sources' };

/** Admins only: every source leads come from, its API keys, and the fetches that failed. */
export default async function SourcesPage() {
  await requireAdmin();
  const [statuses, origins, keys, events, unreadable, result] = await Promise.all([
    sourceStatuses(),
    sourceSettingOrigins(),
    listApiKeys(),
    troubledEvents(),
    listUnreadableMails(),
    flashedResult(),
  ]);
  return (
    <>
      <h1>Lead sources</h1>
      <p className={shared.summary}>
        Leads from Meta and Google lead ads, the property portals, other tools and spreadsheets land on the lead desk like the
        website&apos;s own. <Link href="/admin/sources/import">Import a spreadsheet</Link>
      </p>
      <ActionNotice result={result} />
      <SourceTable statuses={statuses} />
      <section className={styles.section} aria-labelledby="settings-heading">
        <h2 id="settings-heading">Settings</h2>
        <p className={shared.summary}>
          Entered here, each is sealed on the server and shown again only by its last four characters; every instance takes a change within
          seconds. A setting also made in the server&apos;s environment wins over what is saved here.
        </p>
        <SourceSettings origins={origins} save={saveSourceSettingsAction} saveMailbox={saveMailboxAction} testMailbox={testMailboxAction} />
      </section>
      <section className={styles.section} aria-labelledby="failed-heading">
        <h2 id="failed-heading">Failed fetches</h2>
        <FailedEvents events={events} retry={retryEventAction} />
      </section>
      <section className={styles.section} aria-labelledby="unreadable-heading">
        <h2 id="unreadable-heading">Portal mails we could not read</h2>
        <UnreadableMails mails={unreadable} retry={retryUnreadableMailAction} dismiss={dismissUnreadableMailAction} />
      </section>
      <section className={styles.section} aria-labelledby="keys-heading">
        <h2 id="keys-heading">API keys</h2>
        <NewKeyForm action={createApiKeyAction} siteUrl={env().SITE_URL} />
        <KeyList keys={keys} revoke={revokeApiKeyAction} />
      </section>
    </>
  );
}
