import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { acceptEvents, claimDueEvents, markEventStored } from './events';

// Runs on SQLite and on PostgreSQL (jest.config.mjs).
setupTestDatabase(100_000);

const lease = { leaseMs: 120_000 };
const ids = (events: { externalId: string }[]) => events.map((event) => event.externalId);

it("one buyer's events go to one worker at a time, in the order accepted; other buyers' are not held up", async () => {
  const at = new Date();
  await acceptEvents([{ source: 'whatsapp', externalId: 'wamid.A1', payload: {}, lane: 'whatsapp:919810000001' }], at);
  await acceptEvents(
    [{ source: 'whatsapp', externalId: 'wamid.A2', payload: {}, lane: 'whatsapp:919810000001' }],
    new Date(at.getTime() + 1),
  );
  await acceptEvents(
    [{ source: 'whatsapp', externalId: 'wamid.B1', payload: {}, lane: 'whatsapp:919810000002' }],
    new Date(at.getTime() + 2),
  );
  const now = new Date(at.getTime() + 10);
  // The first instance's worker takes the buyer's first message only (its batch is full).
  const first = await claimDueEvents('instance-a', { limit: 1, now, ...lease });
  expect(ids(first)).toEqual(['wamid.A1']);
  // The second instance's worker may not file the buyer's second message meanwhile; it gives it back, unclaimed.
  const second = await claimDueEvents('instance-b', { limit: 10, now, ...lease });
  expect(ids(second)).toEqual(['wamid.B1']);
  const givenBack = await (await db()).intakeEvent.findFirstOrThrow({ where: { externalId: 'wamid.A2' } });
  expect(givenBack).toMatchObject({ claimToken: null, claimedUntil: null, attempts: 0, state: 'pending' });
  // Once the first is filed, the second is anyone's.
  await markEventStored(first[0]!, 'instance-a', 'lead-1', now);
  expect(ids(await claimDueEvents('instance-b-next-pass', { limit: 10, now, ...lease }))).toEqual(['wamid.A2']);
});

it("of two workers that claimed the same buyer's events at once, the one holding the oldest keeps its lane", async () => {
  const at = new Date(Date.now() + 60_000);
  for (const [n, id] of ['wamid.C1', 'wamid.C2', 'wamid.C3'].entries())
    await acceptEvents([{ source: 'whatsapp', externalId: id, payload: {}, lane: 'whatsapp:919810000003' }], new Date(at.getTime() + n));
  const now = new Date(at.getTime() + 10);
  const prisma = await db();
  // As if both claims landed before either looked at the lane: a has C1 and C3, b has C2.
  await prisma.intakeEvent.updateMany({
    where: { externalId: 'wamid.C2' },
    data: { claimToken: 'instance-b', claimedUntil: new Date(now.getTime() + 120_000) },
  });
  expect(ids(await claimDueEvents('instance-a', { limit: 10, now, ...lease }))).toEqual(['wamid.C1']);
  expect((await prisma.intakeEvent.findFirstOrThrow({ where: { externalId: 'wamid.C3' } })).claimToken).toBeNull();
});
