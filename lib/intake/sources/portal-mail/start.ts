import { env } from '@/lib/platform/env';
import { repeatWhileServing } from '@/lib/platform/process/repeating-job';
import 'server-only';
import { sourceSettings } from '../settings';
import { readPortalMailbox } from './read-mailbox';

/** The mailbox as set now: PORTAL_IMAP_URL from the environment, else as an admin saved it on /admin/sources. */
async function mailboxNow() {
  const settings = await sourceSettings();
  const url = settings.PORTAL_IMAP_URL;
  if (!url) return undefined;
  return {
    url,
    folder: settings.PORTAL_IMAP_FOLDER,
    doneFolder: settings.PORTAL_IMAP_DONE_FOLDER,
    unreadFolder: settings.PORTAL_IMAP_UNREAD_FOLDER,
  };
}

/**
 * Starts this server process's portal mailbox timer. Every instance tries every PORTAL_IMAP_INTERVAL_SECONDS
 * (a tick with no mailbox set does nothing, so a mailbox saved on /admin/sources is read without a restart);
 * the lease lets one read at a time, and a run that fails (the server refused, a mail failed) is recorded and
 * tried again at the next tick.
 */
export function startPortalMailReader(): void {
  repeatWhileServing(
    () =>
      mailboxNow()
        .then((mailbox) => (mailbox ? readPortalMailbox(mailbox) : undefined))
        .then((outcome) => {
          if (outcome?.error) console.error('Portal mail: the run failed; it runs again at the next tick:', outcome.error);
        })
        .catch((error: unknown) => console.error('Portal mail: the run failed; it runs again at the next tick', error)),
    // The first read soon after start, so leads that arrived while the site was down are not left waiting.
    { everyMs: env().PORTAL_IMAP_INTERVAL_SECONDS * 1000, firstAfterMs: 5_000 },
  );
}
