import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { StaffAccountError, createStaffUser, setStaffActive, setStaffRole } from './accounts';

setupTestDatabase(5);
jest.setTimeout(60_000);

let asha: { id: string };
let ravi: { id: string };

beforeAll(async () => {
  const admin = (name: string) =>
    createStaffUser({ name, email: `${name.toLowerCase()}@example.in`, role: 'admin', password: 'admin password 1' });
  [asha, ravi] = await Promise.all([admin('Asha'), admin('Ravi')]);
  // Two connections open before the races, so that neither change waits for one.
  const prisma = await db();
  await Promise.all([0, 1].map(() => prisma.$transaction(async (tx) => tx.staffUser.count())));
});

const ROUNDS = 5;

/**
 * Makes Asha and Ravi the only two active admins, runs the two changes at once, and expects one
 * to go through and the other to be refused as the last admin's, leaving one active admin. Run
 * several times, since two changes started together do not always overlap.
 */
async function race(changes: () => Promise<void>[]) {
  const prisma = await db();
  for (let round = 0; round < ROUNDS; round += 1) {
    await prisma.staffUser.updateMany({ data: { role: 'admin', active: true } });
    const results = await Promise.allSettled(changes());
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refusal = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refusal.reason).toBeInstanceOf(StaffAccountError);
    expect(refusal.reason).toMatchObject({ code: 'last-admin' });
    expect(await prisma.staffUser.count({ where: { role: 'admin', active: true } })).toBe(1);
  }
}

describe('the last active admin, with two admins acting at the same moment', () => {
  it('survives each of them deactivating the other', async () => {
    await race(() => [setStaffActive(asha.id, ravi.id, false), setStaffActive(ravi.id, asha.id, false)]);
  });

  it('survives each of them making the other an advisor', async () => {
    await race(() => [setStaffRole(asha.id, ravi.id, 'advisor'), setStaffRole(ravi.id, asha.id, 'advisor')]);
  });

  it('survives one deactivating the other while the other demotes the first', async () => {
    await race(() => [setStaffActive(asha.id, ravi.id, false), setStaffRole(ravi.id, asha.id, 'advisor')]);
  });
});
