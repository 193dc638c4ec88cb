import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { countApplicationsDue, listedOpenings } from './applications';
import { runRetention } from './run';

setupTestDatabase(1000);
jest.setTimeout(30_000);

const DAY = 24 * 60 * 60_000;
const now = new Date('2029-03-10T04:30:00Z');
const settings = { now, months: 24, siteUrl: 'https://www.nestora.example' };
const daysAfter = (days: number) => ({ ...settings, now: new Date(now.getTime() + days * DAY) });

// Listed in data/careerOpenings.json, and one that is not (filled and taken off the careers page).
const listed = { department: 'Sales', position: 'Senior Sales Manager' };
const filled = { department: 'Sales', position: 'Regional Head (Noida)' };

beforeEach(async () => {
  const prisma = await db();
  await prisma.privacyRequest.deleteMany();
  await prisma.delivery.deleteMany();
  await prisma.jobApplication.deleteMany();
});

/** An application as the careers form stores it, with its consent record and its mail to the careers team. */
async function application(name: string, opening: { department: string; position: string }, createdAt: Date): Promise<string> {
  const prisma = await db();
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.in`;
  const row = await prisma.jobApplication.create({
    data: { name, email, about: `I am ${name}, reach me at ${email}`, ...opening, consent: true, createdAt },
  });
  await prisma.consentRecord.create({
    data: { applicationId: row.id, kind: 'given', purposes: '["contact"]', form: 'careers', createdAt },
  });
  await prisma.delivery.create({
    data: { id: `careers-${row.id}`, channel: 'careers-email', applicationId: row.id, state: 'delivered', createdAt },
  });
  return row.id;
}

const monthsAgo = (months: number) => new Date(now.getTime() - months * 30.5 * DAY);

async function remaining(): Promise<string[]> {
  const prisma = await db();
  return (await prisma.jobApplication.findMany({ select: { name: true }, orderBy: { name: 'asc' } })).map((row) => row.name);
}

it('reads the openings the careers page lists', () => {
  expect(listedOpenings()).toContainEqual(listed);
  expect(listedOpenings()).not.toContainEqual(filled);
});

it('deletes an application 12 months old whose opening is no longer listed, with its consent and deliveries, and keeps the rest', async () => {
  const gone = await application('Old Filled', filled, monthsAgo(13));
  await application('Young Filled', filled, monthsAgo(10));
  await application('Old Open', listed, monthsAgo(36));

  expect(await runRetention(settings)).toMatchObject({ applicationsErased: 1 });
  expect(await remaining()).toEqual(['Old Open', 'Young Filled']);
  const prisma = await db();
  expect(await prisma.consentRecord.count({ where: { applicationId: gone } })).toBe(0);
  expect(await prisma.delivery.count({ where: { id: `careers-${gone}` } })).toBe(0);
  expect(await prisma.delivery.count({ where: { channel: 'careers-email' } })).toBe(2);

  // Two months on, the younger one is 12 months old too; the open position's applications stay.
  expect(await runRetention(daysAfter(70))).toMatchObject({ applicationsErased: 1 });
  expect(await remaining()).toEqual(['Old Open']);
});

it('deletes the applications of an opening once it is taken off the list', async () => {
  await application('Old Open', listed, monthsAgo(36));
  await application('Recent Open', listed, monthsAgo(2));
  expect(await runRetention(settings)).toMatchObject({ applicationsErased: 0 });

  const withoutIt = listedOpenings().filter((opening) => opening.position !== listed.position);
  expect(await runRetention({ ...daysAfter(1), openings: withoutIt })).toMatchObject({ applicationsErased: 1 });
  expect(await remaining()).toEqual(['Recent Open']);
  expect(await runRetention({ ...daysAfter(300), openings: withoutIt })).toMatchObject({ applicationsErased: 0 });
  expect(await runRetention({ ...daysAfter(310), openings: withoutIt })).toMatchObject({ applicationsErased: 1 });
  expect(await remaining()).toEqual([]);
});

it('keeps an application whose applicant has an open privacy request until it is answered', async () => {
  await application('Asked First', filled, monthsAgo(20));
  const prisma = await db();
  const request = await prisma.privacyRequest.create({
    data: { kind: 'access', email: 'asked.first@example.in', verifyBy: 'email', status: 'open', openedAt: now },
  });
  expect(await runRetention(settings)).toMatchObject({ applicationsErased: 0 });
  expect(await remaining()).toEqual(['Asked First']);

  await prisma.privacyRequest.update({ where: { id: request.id }, data: { status: 'done', closedAt: now } });
  expect(await runRetention(daysAfter(1))).toMatchObject({ applicationsErased: 1 });
  expect(await remaining()).toEqual([]);
});

it('counts the applications due within the next 30 days for the lead list', async () => {
  await application('Due Now', filled, monthsAgo(13));
  await application('Due In A Fortnight', filled, new Date(now.getTime() - (365 - 14) * DAY));
  await application('Due In Two Months', filled, monthsAgo(10));
  await application('Open Position', listed, monthsAgo(36));
  expect(await countApplicationsDue(now)).toBe(2);
  expect(await countApplicationsDue(daysAfter(45).now)).toBe(3);
});
