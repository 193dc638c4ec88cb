import { addNote } from '@/lib/office/leads/pipeline';
import { listLeads } from '@/lib/office/leads/queries';
import { parseLeadFilter } from '@/lib/office/lists/filter';
import type { StaffMember } from '@/lib/office/staff/sessions';
import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { listImports, previewImport, runImport, undoImport } from './batches';

// Runs on SQLite and on PostgreSQL (jest.config.mjs).
setupTestDatabase(100_000);
jest.setTimeout(30_000);

let admin: StaffMember;
beforeAll(async () => {
  const user = await (
    await db()
  ).staffUser.create({
    data: { name: 'Asha Admin', email: 'asha@example.in', role: 'admin', active: true, passwordHash: 'not used here' },
  });
  admin = { id: user.id, name: user.name, email: user.email, role: 'admin' };
});

const origin = { fileName: 'expo-nov.csv', channel: 'referral', sourceName: 'NCR property expo', campaign: 'Expo Nov 2026' };

const file = [
  'Full Name,Mobile,Email,Project,Remarks',
  'Rahul Verma,98120 00001,rahul@example.com,Skyline Residences,"Wants 3BHK, east facing"',
  ',98120 00002,,,',
  'No Contact,,,,',
  'Bad Mail,,not-an-address,,',
  'Odd Phone,12345,odd@example.com,,',
  'Rahul Verma,+91 98120 00001,RAHUL@example.com,Skyline Residences,"Wants 3BHK, east facing"',
].join('\n');

const csvLeads = async () => (await db()).lead.findMany({ where: { source: 'csv' }, orderBy: { name: 'asc' } });

it('the preview shows each row with its problems and stores nothing', async () => {
  const preview = await previewImport(file);
  if (!preview.ok) throw new Error(preview.problem);
  expect(preview.rows.map((row) => [row.line, row.problems, row.notes.length])).toEqual([
    [2, [], 0],
    [3, ['no name'], 0],
    [4, ['no phone or e-mail'], 0],
    [5, ['"not-an-address" is not an e-mail address'], 0],
    [6, [], 1],
    [7, ['the same as line 2'], 0],
  ]);
  expect(preview.ready).toBe(2);
  expect(await csvLeads()).toHaveLength(0);
  expect(await previewImport('Phone\n9812000001')).toEqual({ ok: false, problem: expect.stringMatching(/No name column/) });
});

it('imports the good rows as one batch, with their source; the same file again stores nothing', async () => {
  const first = await runImport(file, origin, admin.id);
  expect(first).toMatchObject({ ok: true, stored: 2 });
  const leads = await csvLeads();
  expect(leads.map((lead) => [lead.name, lead.phone, lead.phoneKey, lead.firstChannel, lead.firstSource, lead.firstCampaign])).toEqual([
    ['Odd Phone', '12345', null, 'referral', 'NCR property expo', 'Expo Nov 2026'],
    ['Rahul Verma', '+919812000001', '9812000001', 'referral', 'NCR property expo', 'Expo Nov 2026'],
  ]);
  expect(new Set(leads.map((lead) => lead.importBatchId))).toEqual(new Set([first.ok ? first.batchId : '']));
  const again = await runImport(file, origin, admin.id);
  expect(again).toEqual({ ok: true, batchId: null, stored: 0 });
  expect(await csvLeads()).toHaveLength(2);
  const preview = await previewImport(file);
  expect(preview.ok && preview.rows.filter((row) => row.alreadyImported).map((row) => row.line)).toEqual([2, 6, 7]);
  const batch = first.ok ? first.batchId : '';
  const desk = await listLeads(admin, { ...parseLeadFilter(new URLSearchParams(`batch=${batch}`)), view: 'all' }, new Date());
  expect(desk.rows.map((row) => row.name).sort()).toEqual(['Odd Phone', 'Rahul Verma']);
});

it('an import is undone while none of its leads is worked, and not once one is', async () => {
  const fresh = 'Name,Phone\nUndo One,9812000011\nUndo Two,9812000012\n';
  const done = await runImport(fresh, origin, admin.id);
  if (!done.ok) throw new Error(done.problem);
  expect(await undoImport(done.batchId!)).toBe(2);
  expect((await csvLeads()).filter((lead) => lead.name.startsWith('Undo'))).toHaveLength(0);
  expect((await listImports()).find((batch) => batch.id === done.batchId)?.undoable).toBe(false);

  const worked = await runImport('Name,Phone\nWorked One,9812000021\nWorked Two,9812000022\n', origin, admin.id);
  if (!worked.ok) throw new Error(worked.problem);
  const [one] = (await csvLeads()).filter((lead) => lead.name === 'Worked One');
  await addNote(admin, one!.id, 'Called: interested');
  expect((await listImports()).find((batch) => batch.id === worked.batchId)?.undoable).toBe(false);
  await expect(undoImport(worked.batchId!)).rejects.toThrow(/can no longer be undone/);
  expect((await csvLeads()).filter((lead) => lead.name.startsWith('Worked'))).toHaveLength(2);
});
