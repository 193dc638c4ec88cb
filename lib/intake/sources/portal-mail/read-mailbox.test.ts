import type { SourcedLead } from '@/lib/intake/sources/sourced-lead';
import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { startDovecot, type DovecotServer } from '@/tests/support/dovecot-server';
import { ImapFlow } from 'imapflow';
import { fixtureSource } from './fixtures/read-fixture';
import { imapConnection } from './imap-connection';
import { portalParsers } from './parsers';
import type { PortalParser } from './parsers/parser';
import { readPortalMailbox, type MailboxSettings } from './read-mailbox';
import { claimPortalMailLease } from './run-state';
import { dismissUnreadableMail, listUnreadableMails, portalMailStatus, retryUnreadableMail } from './staff';
import { MAX_KEPT_RAW } from './stored-mails';

setupTestDatabase(1000);
// Each test talks to a real IMAP server and the database: seconds on a busy machine.
jest.setTimeout(60_000);

const now = new Date('2026-11-26T07:00:00Z');
let server: DovecotServer;
let settings: MailboxSettings;

/** A store standing in for the intake pipeline's: one lead per (source, externalId), as the real one keeps. */
function recordingStore() {
  const leads = new Map<string, SourcedLead & { leadId: string }>();
  const calls: SourcedLead[] = [];
  const store = async (lead: SourcedLead) => {
    calls.push(lead);
    const key = `${lead.source}:${lead.externalId}`;
    const known = leads.get(key);
    if (known) return { leadId: known.leadId, created: false };
    const leadId = `lead-${leads.size + 1}`;
    leads.set(key, { ...lead, leadId });
    return { leadId, created: true };
  };
  return { store, calls };
}

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

/** Delivers fixture mails to the inbox, as the portals' mail servers would. */
async function deliver(names: string[], flags: string[] = []) {
  await withImap(async (client) => {
    for (const name of names) await client.append('INBOX', fixtureSource(name), flags);
  });
}

/** Every mail in a folder: its Message-ID and whether it is marked read. */
async function folder(path: string): Promise<{ messageId: string; seen: boolean }[]> {
  return withImap(async (client) => {
    const exists = (await client.list()).some((box) => box.path === path);
    if (!exists) return [];
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
}

beforeAll(async () => {
  server = await startDovecot();
  settings = { url: server.url, folder: 'INBOX', doneFolder: 'Leads/Stored', unreadFolder: 'Leads/Unread' };
});

afterAll(async () => {
  await server?.remove();
});

beforeEach(async () => {
  const prisma = await db();
  await prisma.portalMailLead.deleteMany();
  await prisma.unreadableMail.deleteMany();
  await prisma.portalMailRun.deleteMany();
  await withImap(async (client) => {
    for (const box of await client.list()) {
      if (box.flags.has('\\Noselect')) continue;
      const lock = await client.getMailboxLock(box.path);
      try {
        if ((client.mailbox && client.mailbox.exists) || 0) await client.messageDelete('1:*');
      } finally {
        lock.release();
      }
    }
  });
});

describe('reading the portal mailbox', () => {
  it('stores each portal lead, files its mail read in Leads/Stored, and keeps a mail no parser reads for staff', async () => {
    await deliver(['99acres-response.eml', 'magicbricks-buyer-contact.eml', 'housing-no-email.eml', '99acres-weekly-report.eml']);
    const { store, calls } = recordingStore();

    const outcome = await readPortalMailbox(settings, { store, now: () => now });

    expect(outcome).toEqual({ stored: 3, repeats: 0, unreadable: 1, failed: 0, error: null });
    expect(calls.map((lead) => [lead.source, lead.name, lead.phone])).toEqual([
      ['99acres', 'Rohit Malhotra', '+919810012345'],
      ['magicbricks', 'Kavita Iyer', '+919811122334'],
      ['housing', 'Neha Verma', '+919999012345'],
    ]);
    expect(await folder('INBOX')).toEqual([]);
    expect(await folder('Leads/Stored')).toEqual([
      { messageId: '<20261126104105.RSP558214@mailer.99acres.com>', seen: true },
      { messageId: '<mb.enq.EQ88231904.1764124530@magicbricks.com>', seen: true },
      { messageId: '<0100018f29b1.housing-lead-HSG-4468831@email.housing.com>', seen: true },
    ]);
    expect(await folder('Leads/Unread')).toEqual([{ messageId: '<weekly.20261123.nestora@99acres.com>', seen: true }]);

    const unreadable = await listUnreadableMails();
    expect(unreadable).toEqual([
      expect.objectContaining({
        messageId: '<weekly.20261123.nestora@99acres.com>',
        from: 'noreply@99acres.com',
        subject: 'Your weekly listing performance report',
        reason: 'no parser reads mail from noreply@99acres.com with this subject',
      }),
    ]);
    expect(unreadable[0]!.text).toContain('received 9 responses');
    const status = await portalMailStatus(now, { PORTAL_IMAP_URL: server.url } as never);
    expect(status).toMatchObject({
      configured: true,
      missing: [],
      todayCount: 3,
      lastLeadAt: now,
      lastOkAt: now,
      lastError: null,
      openUnreadable: 1,
    });
  });

  it('stores a mail delivered twice once, and a lead the portal re-sends under a new Message-ID once', async () => {
    await deliver(['housing-new-lead.eml', 'housing-new-lead.eml']);
    const { store, calls } = recordingStore();
    expect(await readPortalMailbox(settings, { store, now: () => now })).toMatchObject({ stored: 1, repeats: 1, error: null });

    // The same mail again a day later, and the portal's resend of the same lead id in a new mail.
    const resent = fixtureSource('housing-new-lead.eml').toString().replace('<0100018f2c7a.', '<0100018f9999.');
    await deliver(['housing-new-lead.eml']);
    await withImap((client) => client.append('INBOX', Buffer.from(resent), []));
    expect(await readPortalMailbox(settings, { store, now: () => now })).toMatchObject({ stored: 0, repeats: 2, error: null });

    expect(calls).toHaveLength(1);
    expect(await (await db()).portalMailLead.count()).toBe(1);
    expect(await folder('INBOX')).toEqual([]);
    expect((await folder('Leads/Stored')).every((mail) => mail.seen)).toBe(true);
    expect(await folder('Leads/Stored')).toHaveLength(4);
  });

  it('reads a mail someone already opened in their mail client: seen is not stored', async () => {
    await deliver(['magicbricks-html-only-no-email.eml'], ['\\Seen']);
    const { store, calls } = recordingStore();
    await readPortalMailbox(settings, { store, now: () => now });
    expect(calls.map((lead) => lead.name)).toEqual(['Arjun Mehta']);
  });

  it('records a refused connection, and stores the lead once when the server is back', async () => {
    await deliver(['99acres-new-enquiry-no-email.eml']);
    const { store, calls } = recordingStore();
    await server.stop();
    try {
      const down = await readPortalMailbox(settings, { store, now: () => now });
      expect(down?.error).toMatch(/ECONNREFUSED/);
      const status = await portalMailStatus(now, { PORTAL_IMAP_URL: server.url } as never);
      expect(status.lastError?.message).toMatch(/ECONNREFUSED/);
      expect(status.lastOkAt).toBeNull();
    } finally {
      await server.start();
    }
    const later = new Date(now.getTime() + 60_000);
    expect(await readPortalMailbox(settings, { store, now: () => later })).toMatchObject({ stored: 1, error: null });
    expect(await readPortalMailbox(settings, { store, now: () => later })).toMatchObject({ stored: 0, repeats: 0, error: null });
    expect(calls.map((lead) => lead.externalId)).toEqual(['731902/<CAF99acres.1764077564.731902@99acres.com>']);
    expect((await portalMailStatus(later, { PORTAL_IMAP_URL: server.url } as never)).lastOkAt).toEqual(later);
  });

  it('leaves a mail whose store failed in the inbox, unread, and stores it at the next run', async () => {
    await deliver(['housing-new-lead.eml']);
    const failing = async () => {
      throw new Error('database is locked');
    };
    expect(await readPortalMailbox(settings, { store: failing, now: () => now })).toMatchObject({
      stored: 0,
      failed: 1,
      error: expect.stringContaining('database is locked'),
    });
    expect(await folder('INBOX')).toEqual([{ messageId: '<0100018f2c7a.housing-lead-HSG-4471208@email.housing.com>', seen: false }]);
    const { store, calls } = recordingStore();
    expect(await readPortalMailbox(settings, { store, now: () => now })).toMatchObject({ stored: 1, error: null });
    expect(calls).toHaveLength(1);
  });

  it('stores the lead once when the process died after the store but before the mail was filed', async () => {
    await deliver(['99acres-response.eml']);
    const { store, calls } = recordingStore();
    let crashed = false;
    // Stores the lead, then dies before the reader records the mail or files it (as a kill would).
    const storeThenDie = async (lead: SourcedLead) => {
      const result = await store(lead);
      if (!crashed) {
        crashed = true;
        throw new Error('process killed');
      }
      return result;
    };
    await readPortalMailbox(settings, { store: storeThenDie, now: () => now });
    expect(await folder('INBOX')).toHaveLength(1);

    expect(await readPortalMailbox(settings, { store: storeThenDie, now: () => now })).toMatchObject({ stored: 1, error: null });
    expect(await store(calls[0]!)).toEqual({ leadId: 'lead-1', created: false });
    expect(new Set(calls.map((lead) => lead.externalId)).size).toBe(1);
    expect(await (await db()).portalMailLead.findMany({ select: { leadId: true } })).toEqual([{ leadId: 'lead-1' }]);
    expect(await folder('INBOX')).toEqual([]);
  });

  it('keeps a mail no parser reads once, however often it is delivered', async () => {
    await deliver(['99acres-weekly-report.eml', '99acres-weekly-report.eml']);
    await readPortalMailbox(settings, { store: recordingStore().store, now: () => now });
    expect(await (await db()).unreadableMail.count()).toBe(1);
    expect(await folder('Leads/Unread')).toHaveLength(2);
  });

  it('reads nothing while another instance holds the lease, and takes a lease its holder left to run out', async () => {
    await deliver(['housing-new-lead.eml']);
    expect(await claimPortalMailLease('another-instance', now, 10 * 60_000)).toBe(true);
    const { store, calls } = recordingStore();
    expect(await readPortalMailbox(settings, { store, now: () => now })).toBeNull();
    expect(calls).toHaveLength(0);
    expect(await folder('INBOX')).toHaveLength(1);

    const afterLease = new Date(now.getTime() + 11 * 60_000);
    expect(await readPortalMailbox(settings, { store, now: () => afterLease })).toMatchObject({ stored: 1 });
  });

  it('lets staff retry a kept mail once a parser reads it, storing its lead once, and dismiss another', async () => {
    await deliver(['housing-changed-layout.eml', '99acres-weekly-report.eml']);
    const { store, calls } = recordingStore();
    await readPortalMailbox(settings, { store, now: () => now });
    const [changed, weekly] = await listUnreadableMails().then((mails) => mails.sort((a, b) => a.subject.localeCompare(b.subject)));
    expect(changed!.reason).toBe('housing: no buyer name found');

    expect(await retryUnreadableMail(changed!.id, { store, now })).toEqual({ kind: 'unreadable', reason: 'housing: no buyer name found' });

    // The fix: a parser for Housing.com's new lead card.
    const leadCard: PortalParser = {
      portal: 'housing',
      domain: 'housing.com',
      form: 'Housing.com project lead form',
      reads: (mail) => mail.text.includes('Open lead'),
      fields: (mail) => ({
        portalLeadId: /leads\/(HSG-\d+)/.exec(mail.text)?.[1] ?? /(HSG-\d+)/.exec(mail.messageId)?.[1],
        name: 'Manish Gupta',
        phone: '9810055667',
      }),
    };
    const parsers = portalParsers as PortalParser[];
    parsers.unshift(leadCard);
    try {
      expect(await retryUnreadableMail(changed!.id, { store, now })).toEqual({ kind: 'stored', leadId: 'lead-1' });
      expect(await retryUnreadableMail(changed!.id, { store, now })).toEqual({ kind: 'not-found' });
    } finally {
      parsers.splice(parsers.indexOf(leadCard), 1);
    }
    expect(calls.map((lead) => [lead.source, lead.name])).toEqual([['housing', 'Manish Gupta']]);
    expect(await (await db()).portalMailLead.findFirst()).toMatchObject({
      source: 'housing',
      portalLeadId: 'HSG-4472950',
      leadId: 'lead-1',
    });

    expect(await dismissUnreadableMail(weekly!.id)).toBe(true);
    expect(await dismissUnreadableMail(weekly!.id)).toBe(false);
    expect(await listUnreadableMails()).toEqual([]);
    const kept = await (
      await db()
    ).unreadableMail.findMany({ select: { state: true, raw: true, text: true }, orderBy: { subject: 'asc' } });
    expect(kept.map(({ state, raw, text }) => ({ state, raw: raw.length, text }))).toEqual([
      { state: 'retried', raw: 0, text: '' },
      { state: 'dismissed', raw: 0, text: '' },
    ]);
  });

  it('keeps a forged portal mail off the leads, with why, and lets the genuine mail with the same Response Id through', async () => {
    // The forger sends first, copying the genuine mail's Response Id with their own contact details.
    await deliver(['99acres-forged-response.eml', 'magicbricks-forged.eml', '99acres-response.eml']);
    const { store, calls } = recordingStore();

    expect(await readPortalMailbox(settings, { store, now: () => now })).toEqual({
      stored: 1,
      repeats: 0,
      unreadable: 2,
      failed: 0,
      error: null,
    });
    expect(calls.map((lead) => [lead.name, lead.phone, lead.email])).toEqual([
      ['Rohit Malhotra', '+919810012345', 'rohit.malhotra@example.com'],
    ]);
    const kept = await listUnreadableMails().then((mails) => mails.map((mail) => [mail.messageId, mail.reason]).sort());
    expect(kept).toEqual([
      [
        '<forged.1764261598@cheap-bulk.example>',
        'magicbricks: not sent by magicbricks.com: neither DMARC nor a DKIM signature of magicbricks.com passed (spf=fail dkim=none dmarc=fail)',
      ],
      [
        '<forged.558214@relay.forger.example>',
        '99acres: not sent by 99acres.com: neither DMARC nor a DKIM signature of 99acres.com passed (dkim=fail spf=softfail dmarc=fail)',
      ],
    ]);
    expect(await (await db()).portalMailLead.findMany({ select: { messageId: true, portalLeadId: true } })).toEqual([
      { messageId: '<20261126104105.RSP558214@mailer.99acres.com>', portalLeadId: '558214' },
    ]);
  });

  it('stores the portals\' real layouts: unlabelled lines, "(Verified)" phones, curly apostrophes, no lead id', async () => {
    await deliver(['99acres-advertisement-response.eml', 'magicbricks-buyer-contacted.eml', '99acres-response-no-contact.eml']);
    const { store, calls } = recordingStore();
    expect(await readPortalMailbox(settings, { store, now: () => now })).toMatchObject({ stored: 2, unreadable: 1, error: null });
    expect(calls.map((lead) => [lead.source, lead.name, lead.phone, lead.externalId])).toEqual([
      ['99acres', 'Anil Kapoor', '+919810023456', '<1764222160.A71234567.resp@99acres.com>'],
      ['magicbricks', 'Rahul Sharma', '+919871234567', '<mb.contact.1764252845.55120931@magicbricks.com>'],
    ]);
    expect((await listUnreadableMails()).map((mail) => mail.reason)).toEqual(['99acres: neither a phone nor an e-mail found']);
  });

  it("stores a later authenticated mail with a known Response Id but another buyer's phone as its own lead, flagged", async () => {
    await deliver(['99acres-response.eml']);
    const { store, calls } = recordingStore();
    await readPortalMailbox(settings, { store, now: () => now });

    const genuine = fixtureSource('99acres-response.eml').toString();
    const sameIdOtherBuyer = genuine
      .replaceAll('9810012345', '9899988877')
      .replace('<20261126104105.RSP558214@', '<20261126111500.RSP558214@');
    const sameIdSameBuyer = genuine.replace('<20261126104105.RSP558214@', '<20261126120000.RSP558214@');
    await withImap(async (client) => {
      await client.append('INBOX', Buffer.from(sameIdOtherBuyer), []);
      await client.append('INBOX', Buffer.from(sameIdSameBuyer), []);
    });
    expect(await readPortalMailbox(settings, { store, now: () => now })).toMatchObject({ stored: 1, repeats: 1, error: null });

    expect(calls.map((lead) => lead.phone)).toEqual(['+919810012345', '+919899988877']);
    expect(calls[1]!.message).toMatch(
      /^Check this lead: 99acres sent lead id 558214 before with another buyer's contact details \(lead lead-1\)\./,
    );
    expect(calls[1]!.attribution.ids).toMatchObject({ portalLeadId: '558214', sameLeadIdAs: 'lead-1' });
    const records = await (
      await db()
    ).portalMailLead.findMany({ select: { portalLeadId: true, leadId: true }, orderBy: { messageId: 'asc' } });
    expect(records).toEqual([
      { portalLeadId: '558214', leadId: 'lead-1' },
      { portalLeadId: '558214', leadId: 'lead-2' },
    ]);
  });

  it('keeps at most MAX_KEPT_RAW bytes of a huge could-not-read mail, and says what was dropped', async () => {
    // A "report" with a 2 MB attachment, as a flood of big mails would send.
    const report = fixtureSource('99acres-weekly-report.eml').toString();
    const attachment = 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0NTY3'.repeat(52_000).replace(/(.{76})/g, '$1\r\n');
    const huge = report.replace('Content-Type:', 'X-Padding: yes\r\nX-Attachment-Follows: yes\r\nContent-Type:') + `\r\n${attachment}\r\n`;
    await withImap((client) => client.append('INBOX', Buffer.from(huge), []));

    await readPortalMailbox(settings, { store: recordingStore().store, now: () => now });

    const kept = await (await db()).unreadableMail.findFirstOrThrow({ select: { raw: true, reason: true } });
    expect(kept.raw.length).toBe(MAX_KEPT_RAW);
    expect(Buffer.from(kept.raw).toString()).toBe(Buffer.from(huge).subarray(0, MAX_KEPT_RAW).toString());
    expect(kept.reason).toBe(
      `no parser reads mail from noreply@99acres.com with this subject (the mail was ${Buffer.byteLength(huge)} bytes: only its first ${MAX_KEPT_RAW} are kept; its text was cut to 100000 characters)`,
    );
  });

  it('says the mailbox is not set up when PORTAL_IMAP_URL is unset', async () => {
    expect(await portalMailStatus(now, {} as never)).toMatchObject({
      configured: false,
      missing: ['PORTAL_IMAP_URL'],
      lastRunAt: null,
      todayCount: 0,
    });
  });
});
