import { erasePerson } from '@/lib/compliance/privacy/erase';
import { recordCall } from '@/lib/compliance/privacy/proofs';
import { closePrivacyRequest } from '@/lib/compliance/privacy/queue';
import { createPrivacyRequest } from '@/lib/compliance/privacy/requests';
import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { columnsContaining } from '@/tests/support/text-scan';
import { runRetention } from './run';

setupTestDatabase(1000);
jest.setTimeout(30_000);

const HOUR = 60 * 60_000;
const now = new Date('2029-03-10T04:30:00Z');
const siteUrl = 'https://www.nestora.example';
const settings = { now, months: 24, siteUrl };
const later = (hours: number) => ({ ...settings, now: new Date(now.getTime() + hours * HOUR) });

let staffId: string;

beforeAll(async () => {
  const prisma = await db();
  staffId = (
    await prisma.staffUser.create({
      data: { name: 'Priya Privacy', email: 'priya@nestora.example', role: 'admin', passwordHash: 'unused' },
    })
  ).id;
});

beforeEach(async () => {
  const prisma = await db();
  await prisma.privacyRequest.deleteMany();
  await prisma.delivery.deleteMany();
  await prisma.lead.deleteMany();
});

/** A phone-only lead, so that retention erases it when due without a warning. */
async function lead(name: string, phone: string, createdAt: Date) {
  const prisma = await db();
  return prisma.lead.create({ data: { name, phone, phoneKey: phone, source: 'api', message: `I am ${name}`, createdAt } });
}

/** A request staff have verified (by a call to this phone) and are working. */
async function openRequest(kind: string, phone: string) {
  const prisma = await db();
  const request = await prisma.privacyRequest.create({
    data: { kind, phone, phoneKey: phone, verifyBy: 'call', status: 'open', openedAt: now, createdAt: now },
  });
  expect(await recordCall({ id: request.id, phoneKey: phone, note: null }, staffId, now)).toEqual({ ok: true });
  return request;
}

describe('a request nobody verified', () => {
  it('is deleted with its verification mail once its link has expired, and not before', async () => {
    const phone = '9810000301';
    const email = 'stranger.301@example.in';
    const details = 'My name is Sunita Verma, flat 12B, please change my budget';
    const { id } = await createPrivacyRequest({ kind: 'correction', phone, email, details }, { siteUrl, now });
    const prisma = await db();
    const { mailDeliveryId } = await prisma.privacyRequest.findUniqueOrThrow({ where: { id } });

    expect(await runRetention(later(23))).toMatchObject({ privacyRequestsPurged: 0 });
    expect(await prisma.privacyRequest.count({ where: { id } })).toBe(1);

    expect(await runRetention(later(24))).toMatchObject({ privacyRequestsPurged: 1 });
    expect(await prisma.privacyRequest.count({ where: { id } })).toBe(0);
    expect(await prisma.delivery.count({ where: { id: mailDeliveryId ?? '' } })).toBe(0);
    expect(await columnsContaining([phone, email, 'Sunita Verma'])).toEqual([]);
  });

  it('is kept while it may still be verified, and a verified one is never purged while open', async () => {
    const { id } = await createPrivacyRequest({ kind: 'access', email: 'waiting.302@example.in' }, { siteUrl, now });
    const open = await openRequest('access', '9810000302');
    expect(await runRetention(later(12))).toMatchObject({ privacyRequestsPurged: 0 });
    expect(await runRetention(later(24 * 90))).toMatchObject({ privacyRequestsPurged: 1 });
    const prisma = await db();
    expect(await prisma.privacyRequest.count({ where: { id } })).toBe(0);
    expect(await prisma.privacyRequest.findUniqueOrThrow({ where: { id: open.id } })).toMatchObject({
      phone: '9810000302',
      status: 'open',
    });
  });
});

describe('a closed request', () => {
  it('keeps its contact details and note while its data is held, and loses them when retention erases that data', async () => {
    const phone = '9810000303';
    await lead('Harish Malhotra', phone, new Date('2027-03-20T06:00:00Z'));
    const request = await openRequest('access', phone);
    expect(
      await closePrivacyRequest(
        { id: request.id, outcome: 'done', note: 'Called Harish Malhotra on 9810000303, export sent' },
        staffId,
        now,
      ),
    ).toEqual({ ok: true });

    // The lead has had no activity since 20 March 2027: not yet 24 months.
    expect(await runRetention(later(24))).toMatchObject({ erased: 0, privacyRequestsPurged: 0 });
    const prisma = await db();
    expect(await prisma.privacyRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      phone,
      closingNote: expect.stringContaining('Harish'),
    });

    // On 21 March 2029 it is due: the run erases it, and the request's details with it.
    expect(await runRetention({ ...settings, now: new Date('2029-03-21T04:30:00Z') })).toMatchObject({
      erased: 1,
      privacyRequestsPurged: 1,
    });
    expect(await prisma.privacyRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      kind: 'access',
      status: 'done',
      closedById: staffId,
      phone: null,
      phoneKey: null,
      email: null,
      closingNote: null,
    });
    expect(await columnsContaining([phone, 'Harish'])).toEqual([]);
  });

  it('about nothing we hold is cleared at the next run, with its correction text and note', async () => {
    const phone = '9810000304';
    const request = await openRequest('correction', phone);
    const prisma = await db();
    await prisma.privacyRequest.update({ where: { id: request.id }, data: { details: 'Change my name to Kavya Iyer' } });
    await closePrivacyRequest({ id: request.id, outcome: 'rejected', note: 'Kavya Iyer did not answer at 9810000304' }, staffId, now);
    expect(await runRetention(later(1))).toMatchObject({ privacyRequestsPurged: 1 });
    expect(await columnsContaining([phone, 'Kavya'])).toEqual([]);
    expect(await prisma.privacyRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      kind: 'correction',
      status: 'rejected',
    });
  });
});

it('an erasure clears the closing notes of the person’s requests with their contact details', async () => {
  const phone = '9810000305';
  await lead('Nikhil Bansal', phone, now);
  const access = await openRequest('access', phone);
  await closePrivacyRequest({ id: access.id, outcome: 'done', note: 'Nikhil Bansal asked by phone; copy sent' }, staffId, now);
  const erasure = await openRequest('erasure', phone);

  expect(await erasePerson(erasure.id, staffId, now)).toMatchObject({ ok: true });
  expect(await columnsContaining([phone, 'Nikhil'])).toEqual([]);
  const prisma = await db();
  expect(await prisma.privacyRequest.findUniqueOrThrow({ where: { id: access.id } })).toMatchObject({ status: 'done', closingNote: null });
});
