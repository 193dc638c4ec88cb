import { env } from '@/lib/platform/env';
import { onDrain } from '@/lib/platform/process/drain';
import 'server-only';
import { readPortalMailbox } from './read-mailbox';

/**
 * Starts this server process's portal mailbox timer (only when PORTAL_IMAP_URL is set). Every
 * instance tries every PORTAL_IMAP_INTERVAL_SECONDS; the lease lets one read at a time, and a
 * run that fails (the server refused, a mail failed) is recorded and tried again at the next tick.
 */
export function startPortalMailReader(): void {
  const settings = env();
  const url = settings.PORTAL_IMAP_URL;
  if (!url) return;
  const mailbox = {
    url,
    folder: settings.PORTAL_IMAP_FOLDER,
    doneFolder: settings.PORTAL_IMAP_DONE_FOLDER,
    unreadFolder: settings.PORTAL_IMAP_UNREAD_FOLDER,
  };
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = readPortalMailbox(mailbox)
      .then((outcome) => {
        if (outcome?.error) console.error('Portal mail: the run failed; it runs again at the next tick:', outcome.error);
      })
      .catch((error: unknown) => console.error('Portal mail: the run failed; it runs again at the next tick', error))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, settings.PORTAL_IMAP_INTERVAL_SECONDS * 1000);
  timer.unref();
  // The first read soon after start, so leads that arrived while the site was down are not left waiting.
  const first = setTimeout(tick, 5_000);
  first.unref();
  onDrain('work', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
