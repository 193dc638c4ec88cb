import { createStaffUser } from '@/lib/office/staff/accounts';
import { db } from '@/lib/platform/db';
import { readRevision, seedCatalogue } from '@/lib/site/catalogue/store';
import { setupTestDatabase } from '@/tests/support/database';
import { editorInstance } from '@/tests/support/editor-instance';

setupTestDatabase(5);
// Three processes each open Payload and migrate or fill its store: slow on a shared machine.
jest.setTimeout(240_000);

const oldPrice = '₹ 5.7 Cr - 8.49 Cr';
const newPrice = '₹ 5.95 Cr - 8.8 Cr';

/** Runs one editor instance (tests/support/scheduled-publish-child.mts) and gives back the JSON line it wrote. */
const scheduledPublishInstance = <T>(args: string[]) => editorInstance<T>('scheduled-publish-child.mts', args).answer;

async function livePrice(): Promise<string | undefined> {
  const revision = await readRevision(await db());
  const projects = revision?.documents['residentialProjects.json'] as Record<string, { id: string; price: string }[]>;
  return projects.godrej?.find((project) => project.id === 'godrej-aristocrat')?.price;
}

describe('a scheduled publish in the catalogue editor', () => {
  it('publishes at its time, once, although two instances run the job queue together', async () => {
    const prisma = await db();
    const seed = await seedCatalogue(prisma);
    const editor = await createStaffUser({ name: 'Meera Nair', email: 'meera@example.in', role: 'editor', password: 'editor password 1' });

    // The editor saves the new price as a draft and schedules its publish a moment ahead; the queue, run at once, does nothing.
    const scheduled = await scheduledPublishInstance<{ waitUntil: string; early: { noJobsRemaining: boolean }; versions: number }>([
      'schedule',
      editor.id,
      newPrice,
      '6000',
    ]);
    expect(scheduled.early.noJobsRemaining).toBe(true);
    expect(Date.now()).toBeLessThan(Date.parse(scheduled.waitUntil));
    expect(await livePrice()).toBe(oldPrice);
    expect((await readRevision(prisma))!.id).toBe(seed.id);

    // After the time, two instances run the queue at the same moment (each twice): the price is published once.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(scheduled.waitUntil) - Date.now() + 100)));
    type Ran = { ran: number[]; jobs: unknown[]; versions: number };
    const instances = await Promise.all([scheduledPublishInstance<Ran>(['run']), scheduledPublishInstance<Ran>(['run'])]);
    // One of the six runs took the job (or, at a minute's turn, an instance's autoRun did), and Payload deleted it
    // once done; its task ran once: the project has one version more than the draft, its publish.
    expect(instances.flatMap((instance) => instance.ran).reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(1);
    for (const instance of instances) expect(instance).toMatchObject({ jobs: [], versions: scheduled.versions + 1 });

    expect(await livePrice()).toBe(newPrice);
    const revisions = await prisma.catalogueRevision.findMany({ where: { id: { gt: seed.id } } });
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({
      publishedById: editor.id,
      publishedBy: 'Meera Nair',
      note: 'Project published: Godrej Aristocrat',
    });
    const log = await prisma.accessLogEntry.findMany({ where: { action: { startsWith: 'catalogue-' } } });
    expect(log.map((entry) => [entry.action, entry.actorId, entry.subjectId])).toEqual([
      ['catalogue-publish', editor.id, `revision ${revisions[0]!.id}`],
    ]);
  });
});
