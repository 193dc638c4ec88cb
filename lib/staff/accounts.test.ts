import { db } from '@/lib/db';
import { setupTestDatabase } from '@/test/database';
import { StaffAccountError, createStaffUser, setStaffActive, setStaffRole } from './accounts';

setupTestDatabase(5);
jest.setTimeout(30_000);

const activeAdmins = async () => (await db()).staffUser.count({ where: { role: 'admin', active: true } });

async function twoAdmins(tag: string) {
  const prisma = await db();
  await prisma.staffUser.updateMany({ data: { active: false } });
  const admin = (name: string) =>
    createStaffUser({ name, email: `${name.toLowerCase()}.${tag}@example.in`, role: 'admin', password: 'admin password 1' });
  return Promise.all([admin('Asha'), admin('Ravi')]);
}

function oneRefused(results: PromiseSettledResult<void>[]) {
  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  const refusal = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
  expect(refusal.reason).toBeInstanceOf(StaffAccountError);
  expect(refusal.reason).toMatchObject({ code: 'last-admin' });
}

describe('the last active admin, with two admins acting at the same moment', () => {
  it('survives each of them deactivating the other', async () => {
    const [asha, ravi] = await twoAdmins('deactivate');
    oneRefused(await Promise.allSettled([setStaffActive(asha.id, ravi.id, false), setStaffActive(ravi.id, asha.id, false)]));
    expect(await activeAdmins()).toBe(1);
  });

  it('survives each of them making the other an advisor', async () => {
    const [asha, ravi] = await twoAdmins('demote');
    oneRefused(await Promise.allSettled([setStaffRole(asha.id, ravi.id, 'advisor'), setStaffRole(ravi.id, asha.id, 'advisor')]));
    expect(await activeAdmins()).toBe(1);
  });

  it('survives one deactivating the other while the other demotes the first', async () => {
    const [asha, ravi] = await twoAdmins('mixed');
    oneRefused(await Promise.allSettled([setStaffActive(asha.id, ravi.id, false), setStaffRole(ravi.id, asha.id, 'advisor')]));
    expect(await activeAdmins()).toBe(1);
  });
});
