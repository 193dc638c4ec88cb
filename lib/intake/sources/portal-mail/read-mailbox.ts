import { storeSourcedLead } from '@/lib/intake/sources/store-sourced-lead';
import { ImapFlow } from 'imapflow';
import { randomUUID } from 'node:crypto';
import 'server-only';
import { folderPath, imapConnection } from './imap-connection';
import { readLead } from './lead-from-mail';
import { readPortalMail } from './portal-mail';
import { claimPortalMailLease, releasePortalMailLease } from './run-state';
import { storePortalLead, type StoreLead } from './store-portal-lead';
import { keepUnreadableMail, storedLeadOf } from './stored-mails';

export type { StoreLead } from './store-portal-lead';

export type MailboxSettings = { url: string; folder: string; doneFolder: string; unreadFolder: string };

export type MailboxOptions = {
  /** Where leads go; the intake pipeline's store unless a test passes its own. */
  store?: StoreLead;
  now?: () => Date;
  /** How long a run may hold the mailbox before another instance may take it (a crashed run's lease runs out). */
  leaseMs?: number;
  /** Mails handled per run, so that a full mailbox does not outlast the lease; the rest wait for the next run. */
  maxMails?: number;
};

export type MailboxOutcome = { stored: number; repeats: number; unreadable: number; failed: number; error: string | null };

const describe = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 300);

type Settle = (uid: number, folder: string[]) => Promise<void>;
type Counts = Omit<MailboxOutcome, 'error'>;

/** One mail: its lead stored (or found stored already) and the mail filed, or the mail kept as unreadable. */
async function handleMail(
  raw: Buffer,
  uid: number,
  settings: MailboxSettings,
  store: StoreLead,
  now: Date,
  settle: Settle,
  counts: Counts,
) {
  const mail = await readPortalMail(raw);
  if (await storedLeadOf(mail.messageId)) {
    counts.repeats += 1;
    return settle(uid, folderPath(settings.doneFolder));
  }
  const reading = readLead(mail, now);
  if (reading.kind === 'unreadable') {
    await keepUnreadableMail(mail, raw, reading.reason, now);
    counts.unreadable += 1;
    return settle(uid, folderPath(settings.unreadFolder));
  }
  const { created } = await storePortalLead(reading, mail.messageId, store, now);
  if (created) counts.stored += 1;
  else counts.repeats += 1;
  return settle(uid, folderPath(settings.doneFolder));
}

/**
 * One read of the portal mailbox, if this instance gets the lease: every mail in the folder, seen or
 * not (someone opening the portal's mail in their mail client must not hide its lead), oldest first.
 * A mail whose lead is stored is marked read and moved to the done folder; one no parser reads is
 * kept for staff and moved to the unread folder; one that fails stays where it is for the next run.
 * Never throws: a refused connection or a failed mail is the run's recorded error. Null when another
 * instance holds the lease.
 */
export async function readPortalMailbox(settings: MailboxSettings, options: MailboxOptions = {}): Promise<MailboxOutcome | null> {
  const { store = storeSourcedLead, now = () => new Date(), leaseMs = 10 * 60_000, maxMails = 200 } = options;
  const holder = randomUUID();
  if (!(await claimPortalMailLease(holder, now(), leaseMs))) return null;
  const counts: Counts = { stored: 0, repeats: 0, unreadable: 0, failed: 0 };
  let error: string | null = null;
  const client = new ImapFlow(imapConnection(settings.url));
  // An 'error' event without a listener would end the process; the failed command rejects as well.
  client.on('error', (cause: unknown) => (error ??= describe(cause)));
  try {
    await client.connect();
    for (const folder of [settings.doneFolder, settings.unreadFolder]) await client.mailboxCreate(folderPath(folder));
    const lock = await client.getMailboxLock(folderPath(settings.folder));
    try {
      const uids = ((await client.search({ all: true }, { uid: true })) || []).sort((a, b) => a - b).slice(0, maxMails);
      const settle: Settle = async (uid, folder) => {
        await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
        await client.messageMove(String(uid), folder, { uid: true });
      };
      for (const uid of uids) {
        try {
          const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
          if (!message || !message.source) continue;
          await handleMail(message.source, uid, settings, store, now(), settle, counts);
        } catch (cause) {
          counts.failed += 1;
          error = `a mail (uid ${uid}) failed: ${describe(cause)}`;
        }
      }
    } finally {
      lock.release();
    }
    await client.logout();
  } catch (cause) {
    error = describe(cause);
    client.close();
  } finally {
    await releasePortalMailLease(holder, now(), error);
  }
  return { ...counts, error };
}
