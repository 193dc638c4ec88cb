import { createEnquiry } from '@/lib/intake/forms/enquiry-store';
import { intakeRenderers } from '@/lib/intake/outbox/renderers';
import { closeMailTransport } from '@/lib/mail/outbox/mail-transport';
import { createOutboxWorker } from '@/lib/mail/outbox/worker';
import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { startMailbox } from '@/tests/support/receivers';
import { columnsContaining } from '@/tests/support/text-scan';
import { eraseLead } from '../retention/erase';
import { purgeIntakeRecords } from '../retention/intake';
import { erasePerson } from './erase';
import { personDataCsv } from './export';
import { recordCall } from './proofs';
import { personDataFor, privacyRequestById } from './queue';
import { createPrivacyRequest, verifyPrivacyRequest } from './requests';

setupTestDatabase(100_000);
jest.setTimeout(30_000);

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
const siteUrl = 'https://www.nestora.example';

beforeAll(async () => {
  mailbox = await startMailbox();
  Object.assign(process.env, {
    SITE_URL: siteUrl,
    SMTP_URL: mailbox.url,
    LEAD_EMAIL_FROM: 'leads@nestora.example',
    LEAD_EMAIL_TO: 'advisors@nestora.example',
  });
});

afterAll(async () => {
  closeMailTransport();
  await mailbox.close();
});

let serial = 0;
const next = () => (serial += 1);

async function admin(): Promise<string> {
  const prisma = await db();
  const member = await prisma.staffUser.upsert({
    where: { email: 'intake-privacy@nestora.example' },
    create: { email: 'intake-privacy@nestora.example', name: 'Privacy Admin', role: 'admin', passwordHash: 'x' },
    update: {},
  });
  return member.id;
}

/** An erasure (or access) request by e-mail, verified by its mailed link, with the phone proven by a call. */
async function provenRequest(kind: 'access' | 'erasure', email: string, phone: string): Promise<string> {
  const { id } = await createPrivacyRequest({ kind, email, phone }, { siteUrl });
  await createOutboxWorker({ renderers: intakeRenderers }).runOnce();
  const mail = mailbox.received.findLast(
    (message) => message.subject === 'Confirm your request about your data' && JSON.stringify(message.to).includes(email),
  );
  const token = /verify\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  expect(await verifyPrivacyRequest(token)).toBe(true);
  expect(await recordCall({ id, phoneKey: phone, note: 'Called back' }, await admin())).toEqual({ ok: true });
  return id;
}

/** A person who enquired, and what outside senders sent about them that is kept outside their lead. */
async function personWithIntakeRecords() {
  const n = next();
  const phone = `98100${String(n).padStart(5, '0')}`;
  const spaced = `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
  const email = `asha.${n}@example.in`;
  const stored = await createEnquiry({ source: 'api', name: 'Asha Rao', phone, email });
  if (!stored.ok) throw new Error(JSON.stringify(stored));
  const prisma = await db();
  // Meta's delivery that became the lead.
  const delivered = await prisma.intakeEvent.create({
    data: { source: 'meta', externalId: `lg-${n}`, state: 'stored', leadId: stored.id, payload: JSON.stringify({ leadgen_id: `lg-${n}` }) },
  });
  // A Google lead that failed for good: the phone as the form wrote it, the e-mail in capitals.
  const failed = await prisma.intakeEvent.create({
    data: {
      source: 'google',
      externalId: `g-${n}`,
      state: 'failed',
      lastError: 'EMAIL: must be an e-mail address',
      payload: JSON.stringify({
        lead_id: `g-${n}`,
        user_column_data: [
          { column_id: 'FULL_NAME', string_value: 'Asha Rao' },
          { column_id: 'PHONE_NUMBER', string_value: spaced },
          { column_id: 'EMAIL', string_value: email.toUpperCase() },
        ],
      }),
    },
  });
  // A portal mail read as their lead, keyed by a hash of their phone.
  await prisma.portalMailLead.create({
    data: { messageId: `<read-${n}@99acres.com>`, source: '99acres', portalLeadId: `R${n}`, contactKey: `key-${n}`, leadId: stored.id },
  });
  // Their own mail to the portal mailbox, which no parser read.
  const mail = await prisma.unreadableMail.create({
    data: {
      messageId: `<m-${n}@example.in>`,
      from: email,
      subject: 'Interested in Godrej Aristocrat',
      receivedAt: new Date(),
      raw: Buffer.from(`From: ${email}\r\n\r\nCall me on ${spaced}`),
      text: `Call me on ${spaced}`,
      reason: 'no parser reads mail from this sender',
    },
  });
  return { n, phone, spaced, email, leadId: stored.id, ids: { delivered: delivered.id, failed: failed.id, mail: mail.id } };
}

/** Someone else's rows, which no request of Asha's may touch. */
async function someoneElse() {
  const n = next();
  const prisma = await db();
  const event = await prisma.intakeEvent.create({
    data: {
      source: 'google',
      externalId: `other-${n}`,
      state: 'failed',
      payload: JSON.stringify({ user_column_data: [{ column_id: 'PHONE_NUMBER', string_value: '+91 97111 00000' }] }),
    },
  });
  const mail = await prisma.unreadableMail.create({
    data: {
      messageId: `<other-${n}@example.in>`,
      from: 'ravi@example.in',
      subject: 'Price list',
      receivedAt: new Date(),
      raw: Buffer.from('x'),
      text: 'Call 97111 00000',
      reason: 'no parser',
    },
  });
  return { event: event.id, mail: mail.id };
}

describe('what outside senders sent, under the privacy rules', () => {
  it('is in the person’s export: the deliveries about them and the mails they wrote, nobody else’s', async () => {
    const asha = await personWithIntakeRecords();
    const other = await someoneElse();
    const id = await provenRequest('access', asha.email, asha.phone);
    const { data } = await personDataFor((await privacyRequestById(id))!);
    const ids = (table: string) => (data[table] ?? []).map((row) => row.id).sort();
    expect(ids('intakeEvents')).toEqual([asha.ids.delivered, asha.ids.failed].sort());
    expect(ids('unreadableMails')).toEqual([asha.ids.mail]);
    expect(ids('intakeEvents')).not.toContain(other.event);
    const csv = personDataCsv(data);
    expect(csv).toContain(asha.spaced);
    expect(csv).not.toContain('97111 00000');
  });

  it('goes with a verified erasure, mails and failed deliveries included, leaving nobody else’s', async () => {
    const asha = await personWithIntakeRecords();
    const other = await someoneElse();
    const id = await provenRequest('erasure', asha.email, asha.phone);
    const result = await erasePerson(id, await admin());
    if (!result.ok) throw new Error(result.reason);
    const prisma = await db();
    expect(await prisma.intakeEvent.count({ where: { id: { in: Object.values(asha.ids) } } })).toBe(0);
    expect(await prisma.unreadableMail.count({ where: { id: asha.ids.mail } })).toBe(0);
    expect(await prisma.portalMailLead.count({ where: { leadId: asha.leadId } })).toBe(0);
    expect(await columnsContaining([asha.spaced, asha.email])).toEqual([]);
    expect(await prisma.intakeEvent.count({ where: { id: other.event } })).toBe(1);
    expect(await prisma.unreadableMail.count({ where: { id: other.mail } })).toBe(1);
  });

  it('goes with a lead erased by retention', async () => {
    const asha = await personWithIntakeRecords();
    const prisma = await db();
    const retried = await prisma.unreadableMail.update({ where: { id: asha.ids.mail }, data: { state: 'retried', leadId: asha.leadId } });
    await prisma.$transaction((tx) => eraseLead(tx, asha.leadId));
    expect(await prisma.intakeEvent.count({ where: { id: asha.ids.delivered } })).toBe(0);
    expect(await prisma.unreadableMail.count({ where: { id: retried.id } })).toBe(0);
    expect(await prisma.portalMailLead.count({ where: { leadId: asha.leadId } })).toBe(0);
  });

  it('is purged once it has served: stored after 30 days, failed for good and unread mails after 90, pending never', async () => {
    const prisma = await db();
    await prisma.intakeEvent.deleteMany({});
    await prisma.unreadableMail.deleteMany({});
    const now = new Date('2026-12-01T00:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const event = (externalId: string, state: string, updatedAt: Date) =>
      prisma.intakeEvent.create({ data: { source: 'meta', externalId, state, payload: '{}', createdAt: updatedAt, updatedAt } });
    await event('stored-31', 'stored', daysAgo(31));
    await event('stored-29', 'stored', daysAgo(29));
    await event('failed-91', 'failed', daysAgo(91));
    await event('failed-89', 'failed', daysAgo(89));
    await event('pending-400', 'pending', daysAgo(400));
    for (const [messageId, days] of [
      ['<old@x>', 91],
      ['<new@x>', 89],
    ] as const) {
      await prisma.unreadableMail.create({
        data: { messageId, from: 'a@x.in', subject: 's', receivedAt: daysAgo(days), raw: Buffer.from('x'), text: 'x', reason: 'r' },
      });
    }
    expect(await purgeIntakeRecords(now)).toEqual({ intakeEvents: 2, unreadableMails: 1 });
    const left = await prisma.intakeEvent.findMany({ select: { externalId: true }, orderBy: { externalId: 'asc' } });
    expect(left.map((row) => row.externalId)).toEqual(['failed-89', 'pending-400', 'stored-29']);
    expect((await prisma.unreadableMail.findMany()).map((row) => row.messageId)).toEqual(['<new@x>']);
  });
});
