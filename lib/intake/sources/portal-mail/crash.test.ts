import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { startDovecot, type DovecotServer } from '@/tests/support/dovecot-server';
import { startCrashChild } from '@/tests/support/intake-crash';
import { ImapFlow } from 'imapflow';
import { fixtureSource } from './fixtures/read-fixture';
import { imapConnection } from './imap-connection';
import { readPortalMailbox, type MailboxSettings } from './read-mailbox';

// Runs on SQLite and on PostgreSQL (jest.config.mjs): a reader process (tests/support/intake-crash-child.ts)
// is killed with SIGKILL after it stored a mail's lead and before it filed the mail.
setupTestDatabase(1000);
jest.setTimeout(60_000);

let server: DovecotServer;
let settings: MailboxSettings;

beforeAll(async () => {
  server = await startDovecot();
  settings = { url: server.url, folder: 'INBOX', doneFolder: 'Leads/Stored', unreadFolder: 'Leads/Unread' };
});
afterAll(async () => {
  await server?.remove();
});

async function withImap<T>(work: (client: ImapFlow) => Promise<T>): Promise<T> {
  const client = new ImapFlow(imapConnection(server.url));
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.logout();
  }
}

/** Every mail in a folder: its Message-ID and whether it is marked read. */
const folder = (path: string) =>
  withImap(async (client) => {
    if (!(await client.list()).some((box) => box.path === path)) return [];
    const lock = await client.getMailboxLock(path);
    try {
      const found: { messageId: string; seen: boolean }[] = [];
      for await (const message of client.fetch('1:*', { envelope: true, flags: true })) {
        found.push({ messageId: message.envelope?.messageId ?? '', seen: message.flags?.has('\\Seen') ?? false });
      }
      return found;
    } finally {
      lock.release();
    }
  });

it('a reader killed after storing a lead and before filing its mail: the next run stores nothing twice and files the mail', async () => {
  await withImap((client) => client.append('INBOX', fixtureSource('99acres-response.eml'), []));
  const messageId = '<20261126104105.RSP558214@mailer.99acres.com>';

  const reader = startCrashChild(['mailbox'], { PORTAL_IMAP_URL: server.url });
  const [, leadId] = await reader.waitFor(/^stored (\S+)$/);
  await reader.kill();

  const prisma = await db();
  expect(await prisma.lead.findMany({ where: { source: '99acres' }, select: { id: true, name: true } })).toEqual([
    { id: leadId, name: 'Rohit Malhotra' },
  ]);
  expect(await prisma.portalMailLead.count()).toBe(0);
  expect(await folder('INBOX')).toEqual([{ messageId, seen: false }]);

  // The killed run's lease holds the mailbox until it runs out; then the next run takes it, with the intake pipeline's own store.
  const now = new Date();
  expect(await readPortalMailbox(settings, { now: () => now })).toBeNull();
  const afterLease = new Date(now.getTime() + 11 * 60_000);
  expect(await readPortalMailbox(settings, { now: () => afterLease })).toMatchObject({ stored: 1, failed: 0, error: null });

  expect(await prisma.lead.findMany({ where: { source: '99acres' }, select: { id: true } })).toEqual([{ id: leadId }]);
  expect(await prisma.portalMailLead.findMany({ select: { messageId: true, leadId: true } })).toEqual([{ messageId, leadId }]);
  expect(await folder('INBOX')).toEqual([]);
  expect(await folder('Leads/Stored')).toEqual([{ messageId, seen: true }]);
});
