import { createApplication } from '@/lib/intake/forms/application-store';
import { createEnquiry } from '@/lib/intake/forms/enquiry-store';
import { intakeRenderers } from '@/lib/intake/outbox/renderers';
import { closeMailTransport } from '@/lib/mail/outbox/mail-transport';
import { createOutboxWorker } from '@/lib/mail/outbox/worker';
import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { startMailbox, startWebhookReceiver } from '@/tests/support/receivers';
import { columnsContaining } from '@/tests/support/text-scan';
import { erasePerson, type ErasureLog } from './erase';
import { personDataCsv, personDataJson } from './export';
import { recordCall } from './proofs';
import { closePrivacyRequest, openPrivacyRequests, personDataFor, privacyRequestById } from './queue';
import { createPrivacyRequest, verifyPrivacyRequest } from './requests';
import { tombstoneHash } from './tombstone';
import { viewPrivacyRequest } from './view-request';

setupTestDatabase(100_000);
jest.setTimeout(30_000);

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const siteUrl = 'https://www.nestora.example';

beforeAll(async () => {
  mailbox = await startMailbox();
  receiver = await startWebhookReceiver();
  Object.assign(process.env, {
    SITE_URL: siteUrl,
    SMTP_URL: mailbox.url,
    LEAD_EMAIL_FROM: 'leads@nestora.example',
    LEAD_EMAIL_TO: 'advisors@nestora.example',
    LEAD_WEBHOOK_URL: receiver.url,
    LEAD_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
  });
});

afterAll(async () => {
  closeMailTransport();
  await mailbox.close();
  await receiver.close();
});

let serial = 0;
const uniquePhone = () => `9${String(Date.now() % 1e6).padStart(6, '0')}${String((serial += 1)).padStart(3, '0')}`;

async function enquire(body: Record<string, unknown>): Promise<string> {
  const result = await createEnquiry({ source: 'api', ...body });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.id;
}

async function staffId(): Promise<string> {
  const prisma = await db();
  const member = await prisma.staffUser.upsert({
    where: { email: 'privacy-admin@nestora.example' },
    create: { email: 'privacy-admin@nestora.example', name: 'Privacy Admin', role: 'admin', passwordHash: 'x' },
    update: {},
  });
  return member.id;
}

/** Sends the outbox (at `sentAt`: a mail whose link has expired is never sent) and returns the verification link mailed to `to`. */
async function mailedLink(to: string, sentAt?: Date): Promise<string> {
  await createOutboxWorker({ renderers: intakeRenderers, ...(sentAt ? { now: () => sentAt } : {}) }).runOnce();
  const mail = mailbox.received.findLast(
    (message) => message.subject === 'Confirm your request about your data' && JSON.stringify(message.to).includes(to),
  );
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = /https:\/\/\S+\/privacy\/your-data\/verify\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error('no link in the mail');
  return link;
}

/** An e-mail request, verified through the link its mail carries, as the person would. */
async function verifiedRequest(kind: 'access' | 'erasure', email: string, phone?: string): Promise<string> {
  const { id } = await createPrivacyRequest({ kind, email, phone }, { siteUrl });
  const token = new URL(await mailedLink(email)).searchParams.get('token') ?? '';
  expect(await verifyPrivacyRequest(token)).toBe(true);
  return id;
}

describe('asking by e-mail', () => {
  it('mails a one-time link; only once it is followed does the request reach staff', async () => {
    const email = `meera.${serial}@example.in`;
    const { id } = await createPrivacyRequest({ kind: 'access', email }, { siteUrl });
    expect((await openPrivacyRequests()).map((row) => row.id)).not.toContain(id);
    expect(await privacyRequestById(id)).toBeNull();

    const link = await mailedLink(email);
    const mail = mailbox.received.at(-1);
    expect(mail?.subject).toBe('Confirm your request about your data');
    expect(mail?.text).toContain('If you have sent us an enquiry');
    const token = new URL(link).searchParams.get('token') ?? '';
    const stored = await (await db()).privacyRequest.findUniqueOrThrow({ where: { id } });
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    // The mail's text is dropped from the outbox once it is sent.
    expect((await (await db()).delivery.findUniqueOrThrow({ where: { id: stored.mailDeliveryId ?? '' } })).payload).toBeNull();

    expect(await verifyPrivacyRequest(token)).toBe(true);
    expect(await verifyPrivacyRequest(token)).toBe(false);
    expect((await openPrivacyRequests()).find((row) => row.id === id)).toMatchObject({ verifyBy: 'email', kind: 'access' });
  });

  it('refuses an expired link', async () => {
    const email = `late.${serial}@example.in`;
    const asked = new Date(Date.now() - 25 * 60 * 60_000);
    await createPrivacyRequest({ kind: 'erasure', email }, { siteUrl, now: asked });
    // Mailed in time; followed too late.
    const token = new URL(await mailedLink(email, asked)).searchParams.get('token') ?? '';
    expect(await verifyPrivacyRequest(token)).toBe(false);
  });
});

it('a phone-only request goes to staff at once, marked to verify by call', async () => {
  const { id } = await createPrivacyRequest(
    { kind: 'correction', phone: '+91 98111 22334', details: 'My name is Rohit, not Rohan' },
    { siteUrl },
  );
  expect((await openPrivacyRequests()).find((row) => row.id === id)).toMatchObject({ verifyBy: 'call', phone: '+91 98111 22334' });
  expect((await (await db()).privacyRequest.findUniqueOrThrow({ where: { id } })).phoneKey).toBe('9811122334');
});

describe('access', () => {
  it('exports exactly that person: their enquiries, repeats, visits, applications, notes and events, not a namesake', async () => {
    const phone = uniquePhone();
    const email = `priya.sharma.${serial}@example.in`;
    const first = await enquire({ name: 'Priya Sharma', phone, email, message: 'Looking for a 3 BHK' });
    const repeat = await enquire({ name: 'Priya Sharma', phone: `+91 ${phone}`, message: 'Any update?' });
    const visit = await enquire({
      name: 'Priya Sharma',
      phone,
      intent: 'site-visit',
      projectDeveloper: 'godrej',
      projectId: 'godrej-aristocrat',
      visitDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      visitSlot: 'morning',
      visitors: 2,
    });
    const application = await createApplication({
      name: 'Priya Sharma',
      email: email.toUpperCase(),
      about: 'Five years in sales',
      department: 'sales',
      position: 'Advisor',
    });
    if (!application.ok) throw new Error(JSON.stringify(application));
    const namesake = await enquire({ name: 'Priya Sharma', phone: uniquePhone(), email: `priya.sharma.other.${serial}@example.in` });
    const prisma = await db();
    await prisma.leadNote.create({ data: { leadId: first, authorId: await staffId(), body: 'Prefers calls after 6' } });
    await prisma.leadNote.create({ data: { leadId: namesake, authorId: await staffId(), body: 'Namesake note' } });

    const id = await verifiedRequest('access', email);
    const request = await privacyRequestById(id);
    if (!request) throw new Error('request missing');
    // The e-mail alone finds only the rows that carry it; the phone beside it is linked, not proven.
    const byEmail = await personDataFor(request);
    expect(byEmail.match.leadIds).toEqual([first]);
    expect(byEmail.match.linked).toEqual([{ kind: 'phone', value: phone, leads: 2, applications: 0, privacyRequests: 0 }]);
    expect(await recordCall({ id, phoneKey: phone, note: 'Confirmed on the phone' }, await staffId())).toEqual({ ok: true });
    const { data } = await personDataFor(request);
    const ids = (table: string) => (data[table] ?? []).map((row) => row.id).sort();

    const leadIds = [first, repeat, visit];
    expect([...ids('enquiries'), ...ids('siteVisits')].sort()).toEqual([...leadIds].sort());
    expect(ids('enquiries')).toContain(repeat);
    expect(ids('siteVisits')).toEqual([visit]);
    expect(ids('jobApplications')).toEqual([application.id]);
    expect((data.leadNotes ?? []).map((row) => row.body)).toEqual(['Prefers calls after 6']);
    expect((data.leadEvents ?? []).map((row) => [row.kind, row.toValue])).toContainEqual(['repeat', repeat]);
    expect(ids('privacyRequests')).toEqual([id]);
    expect((data.deliveries ?? []).every((row) => !('payload' in row))).toBe(true);

    const json = personDataJson(data, new Date());
    expect(json).not.toContain(namesake);
    expect(json).not.toContain('Namesake note');
    expect(JSON.parse(json).tables.enquiries.length + JSON.parse(json).tables.siteVisits.length).toBe(leadIds.length);
    const csv = personDataCsv(data);
    expect(csv).toContain(`"enquiries","${first}","message","Looking for a 3 BHK"`);
    expect(csv).toContain(`"jobApplications","${application.id}","about","Five years in sales"`);
    expect(csv).not.toContain(namesake);
  });

  it('by a phone, finds nothing until staff record their call, then their enquiries with and without an e-mail; the e-mail is linked', async () => {
    const phone = uniquePhone();
    const email = `karan.${serial}@example.in`;
    const withEmail = await enquire({ name: 'Karan', phone, email });
    const phoneOnly = await enquire({ name: 'Karan', phone: `0${phone}` });
    const application = await createApplication({ name: 'Karan', email, about: 'Hi', department: 'sales', position: 'Advisor' });
    if (!application.ok) throw new Error('application not stored');
    const { id } = await createPrivacyRequest({ kind: 'access', phone }, { siteUrl });
    const before = await personDataFor((await privacyRequestById(id))!);
    expect(before.proven).toBe(false);
    expect(Object.values(before.data).flat()).toEqual([]);

    const admin = await staffId();
    const calledAt = new Date('2026-11-27T05:30:00Z');
    expect(await recordCall({ id, phoneKey: phone, note: 'Spoke to Karan' }, admin, calledAt)).toEqual({ ok: true });
    expect(await (await db()).privacyProof.findFirstOrThrow({ where: { requestId: id } })).toMatchObject({
      kind: 'phone',
      method: 'call',
      value: phone,
      staffId: admin,
      provenAt: calledAt,
      note: 'Spoke to Karan',
    });
    const { data, match } = await personDataFor((await privacyRequestById(id))!);
    expect((data.enquiries ?? []).map((row) => row.id).sort()).toEqual([withEmail, phoneOnly].sort());
    expect(data.jobApplications).toEqual([]);
    expect(match.linked).toEqual([{ kind: 'email', value: email, leads: 0, applications: 1, privacyRequests: 0 }]);
  });

  it('does not take a phone typed beside a verified e-mail as proof', async () => {
    const victimPhone = uniquePhone();
    await enquire({ name: 'Someone else', phone: victimPhone });
    const id = await verifiedRequest('access', `nosy.${serial}@example.in`, victimPhone);
    const { data, match } = await personDataFor((await privacyRequestById(id))!);
    expect(data.enquiries).toEqual([]);
    expect(match.linked.map((linked) => [linked.kind, linked.value, linked.leads])).toEqual([['phone', victimPhone, 1]]);
  });
});

describe('erasure', () => {
  it('removes every row with their phone or e-mail in one go, keeps a tombstone and the counts, and tells the CRM', async () => {
    const phone = uniquePhone();
    const email = `ravi.kumar.${serial}@example.in`;
    const first = await enquire({ name: 'Ravi Kumar', phone, email, message: 'Call me' });
    const repeat = await enquire({ name: 'Ravi Kumar', phone, message: 'Again' });
    const application = await createApplication({ name: 'Ravi Kumar', email, about: 'Keen', department: 'sales', position: 'Advisor' });
    if (!application.ok) throw new Error('application not stored');
    const other = await enquire({ name: 'Ravi Kumar', phone: uniquePhone(), email: `ravi.other.${serial}@example.in` });
    const admin = await staffId();
    const prisma = await db();
    await prisma.leadNote.create({ data: { leadId: first, authorId: admin, body: `Called ${phone}` } });
    await createOutboxWorker({ renderers: intakeRenderers }).runOnce();
    const delivered = await prisma.delivery.findMany({
      where: { channel: 'webhook', leadId: { in: [first, repeat] }, state: 'delivered' },
    });
    expect(delivered).toHaveLength(2);
    const earlierAccess = await verifiedRequest('access', email);
    const id = await verifiedRequest('erasure', email, phone);
    expect(await columnsContaining([phone, email])).not.toEqual([]);
    // The phone-only repeat joins once staff have called the phone.
    expect(await recordCall({ id, phoneKey: phone, note: `Called ${phone}` }, admin)).toEqual({ ok: true });

    const result = await erasePerson(id, admin);
    if (!result.ok) throw new Error(result.reason);

    expect(await columnsContaining([phone, email])).toEqual([]);
    expect(await prisma.lead.findUnique({ where: { id: other } })).not.toBeNull();
    const log = JSON.parse((await prisma.privacyRequest.findUniqueOrThrow({ where: { id } })).erasureLog ?? '') as ErasureLog;
    expect(log.counts).toMatchObject({ enquiries: 2, siteVisits: 0, jobApplications: 1, leadNotes: 1, privacyRequests: 2 });
    expect(log.counts.leadEvents).toBeGreaterThanOrEqual(1);
    expect(log.counts.consentRecords).toBe(3);
    expect(log.deliveredWebhookIds.sort()).toEqual(delivered.map((row) => row.id).sort());
    expect(JSON.stringify(log)).not.toContain(phone);
    expect(await prisma.privacyRequest.findUniqueOrThrow({ where: { id: earlierAccess } })).toMatchObject({ email: null, phone: null });
    expect(await prisma.erasureTombstone.count({ where: { phoneHash: tombstoneHash(phone) } })).toBe(1);
    expect(await prisma.privacyRequest.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'done', closedById: admin });

    receiver.received.length = 0;
    await createOutboxWorker({ renderers: intakeRenderers }).runOnce();
    const event = receiver.received.map((request) => JSON.parse(request.body)).find((body) => body.type === 'lead.erased');
    expect(event?.data).toEqual({ leadIds: [first, repeat].sort(), deliveryIds: log.deliveredWebhookIds });
    expect(receiver.received.find((request) => request.body.includes('lead.erased'))?.headers['webhook-signature']).toMatch(/^v1,/);

    expect(await erasePerson(id, admin)).toEqual({ ok: false, reason: 'not-open' });
  });

  it('makes a later enquiry from the same phone a new lead, not a repeat of anything older', async () => {
    const phone = uniquePhone();
    const email = `asha.${serial}@example.in`;
    await enquire({ name: 'Asha', phone, email });
    const id = await verifiedRequest('erasure', email);
    const admin = await staffId();
    expect((await erasePerson(id, admin)).ok).toBe(true);
    const prisma = await db();
    // An enquiry from before the erasure that it did not reach (say, stored under another e-mail while it ran).
    const survivor = await prisma.lead.create({
      data: { name: 'Older', phone, phoneKey: phone, source: 'api', createdAt: new Date(Date.now() - 60_000) },
    });

    const later = await enquire({ name: 'Asha again', phone });
    const row = await prisma.lead.findUniqueOrThrow({ where: { id: later } });
    expect(row.repeatOfId).toBeNull();
    expect(await prisma.leadEvent.count({ where: { leadId: survivor.id, kind: 'repeat' } })).toBe(0);
    const again = await enquire({ name: 'Asha once more', phone });
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: again } })).repeatOfId).toBe(later);
  });

  it('erases once when two admins confirm at the same moment', async () => {
    const phone = uniquePhone();
    const email = `twice.${serial}@example.in`;
    await enquire({ name: 'Twice', phone, email });
    const id = await verifiedRequest('erasure', email);
    const admin = await staffId();
    const results = await Promise.all([erasePerson(id, admin), erasePerson(id, admin)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: 'not-open' }]);
    const log = JSON.parse((await (await db()).privacyRequest.findUniqueOrThrow({ where: { id } })).erasureLog ?? '') as ErasureLog;
    expect(log.counts.enquiries).toBe(1);
    expect(await (await db()).erasureTombstone.count({ where: { phoneHash: tombstoneHash(phone) } })).toBe(1);
  });

  it('erases nothing for a request that is not an open erasure', async () => {
    const { id } = await createPrivacyRequest({ kind: 'access', phone: uniquePhone() }, { siteUrl });
    expect(await erasePerson(id, await staffId())).toEqual({ ok: false, reason: 'not-erasure' });
  });
});

it('a withdrawal marked done records on their enquiries that they no longer consent', async () => {
  const phone = uniquePhone();
  const lead = await enquire({ name: 'Neha', phone, consent: true });
  const { id } = await createPrivacyRequest({ kind: 'withdrawal', phone }, { siteUrl });
  const prisma = await db();
  expect(await closePrivacyRequest({ id, outcome: 'done', note: 'Done' }, await staffId())).toEqual({ ok: false, reason: 'unproven' });
  expect((await prisma.lead.findUniqueOrThrow({ where: { id: lead } })).consent).toBe(true);
  expect(await recordCall({ id, phoneKey: phone, note: null }, await staffId())).toEqual({ ok: true });
  expect(await closePrivacyRequest({ id, outcome: 'done', note: 'Called and confirmed' }, await staffId())).toEqual({ ok: true });
  expect((await prisma.lead.findUniqueOrThrow({ where: { id: lead } })).consent).toBe(false);
  expect(await prisma.privacyRequest.findUniqueOrThrow({ where: { id } })).toMatchObject({
    status: 'done',
    closingNote: 'Called and confirmed',
  });
  expect(await closePrivacyRequest({ id, outcome: 'rejected', note: 'again' }, await staffId())).toEqual({ ok: false, reason: 'not-open' });
});

describe('a phone-only erasure', () => {
  it('is refused until staff record their call, then erases the phone’s rows', async () => {
    const phone = uniquePhone();
    const lead = await enquire({ name: 'Call me first', phone });
    const { id } = await createPrivacyRequest({ kind: 'erasure', phone }, { siteUrl });
    const admin = await staffId();
    expect(await erasePerson(id, admin)).toEqual({ ok: false, reason: 'unproven' });
    const prisma = await db();
    expect(await prisma.lead.findUnique({ where: { id: lead } })).not.toBeNull();
    expect(await prisma.privacyRequest.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'open', closedById: null });

    expect(await recordCall({ id, phoneKey: phone, note: null }, admin)).toEqual({ ok: true });
    const result = await erasePerson(id, admin);
    if (!result.ok) throw new Error(result.reason);
    expect(result.log.counts.enquiries).toBe(1);
    expect(await prisma.lead.findUnique({ where: { id: lead } })).toBeNull();
    // The proof stays as the record of who called and when, without the phone.
    expect(await prisma.privacyProof.findFirstOrThrow({ where: { requestId: id } })).toMatchObject({
      staffId: admin,
      value: null,
      note: null,
    });
  });
});

it('writes each staff view of a request to the access log, with who and from where', async () => {
  const { id } = await createPrivacyRequest({ kind: 'access', phone: uniquePhone() }, { siteUrl });
  const prisma = await db();
  const viewer = await prisma.staffUser.findUniqueOrThrow({ where: { id: await staffId() } });
  const member = { id: viewer.id, name: viewer.name, email: viewer.email, role: viewer.role } as Parameters<typeof viewPrivacyRequest>[0];
  expect((await viewPrivacyRequest(member, id, '198.51.100.7'))?.id).toBe(id);
  expect(await viewPrivacyRequest(member, 'no-such-request', '198.51.100.7')).toBeNull();
  const entries = await prisma.accessLogEntry.findMany({ where: { actorId: viewer.id, action: 'privacy-view' } });
  expect(entries.map((entry) => [entry.subjectId, entry.address])).toEqual([[id, '198.51.100.7']]);
});
