import { createStaffUser } from '@/lib/office/staff/accounts';
import { db } from '@/lib/platform/db';
import { readRevision, seedCatalogue, type CatalogueRevision } from '@/lib/site/catalogue/store';
import { setupTestDatabase } from '@/tests/support/database';
import { editorInstance, type EditorInstance } from '@/tests/support/editor-instance';
import { testEngine } from '@/tests/support/temp-database';

setupTestDatabase(5);
// Two processes each open Payload and migrate or fill its store: slow on a shared machine.
jest.setTimeout(240_000);

/** How long the first publish to have read the catalogue is held for the other, which may be waiting its turn. */
const HOLD_MS = 5_000;

type Change = { developer: string; project: string; staff: { name: string; email: string }; oldPrice: string; newPrice: string };
const changes: Change[] = [
  {
    developer: 'godrej',
    project: 'godrej-aristocrat',
    staff: { name: 'Meera Nair', email: 'meera@example.in' },
    oldPrice: '₹ 5.7 Cr - 8.49 Cr',
    newPrice: '₹ 5.95 Cr - 8.8 Cr',
  },
  {
    developer: 'bptp',
    project: 'bptp-terra',
    staff: { name: 'Arjun Mehta', email: 'arjun@example.in' },
    oldPrice: '₹ 2.11 Cr - 3.39 Cr',
    newPrice: '₹ 2.2 Cr - 3.5 Cr',
  },
];

function priceIn(revision: CatalogueRevision, change: Change): string | undefined {
  const projects = revision.documents['residentialProjects.json'] as Record<string, { id: string; price: string }[]>;
  return projects[change.developer]?.find((project) => project.id === change.project)?.price;
}

/** The projects whose new price the revision holds. */
const newPricesIn = (revision: CatalogueRevision) =>
  changes.filter((change) => priceIn(revision, change) === change.newPrice).map((change) => change.project);

/**
 * Lines the instances up: each is started once all are ready, and each publish, once it has read the catalogue, is
 * held until all have read or HOLD_MS after the first did (a publish that waits its turn for another cannot read
 * until that one is done); from then on a publish goes on as soon as it has read.
 */
function lineUp(count: number) {
  const instances: EditorInstance<unknown>[] = [];
  const ready: (() => void)[] = [];
  const readyOnes = new Set<number>();
  const held = new Set<number>();
  let released = false;
  let timer: NodeJS.Timeout | undefined;
  const release = () => {
    released = true;
    clearTimeout(timer);
    for (const index of held) instances[index]!.send('go');
  };
  const onLine = (index: number) => (line: string) => {
    if (line === 'ready') {
      readyOnes.add(index);
      ready[index]?.();
      if (readyOnes.size === count) instances.forEach((instance) => instance.send('start'));
    } else if (line === 'read') {
      if (released) return instances[index]!.send('go');
      held.add(index);
      if (held.size === count) release();
      else timer ??= setTimeout(release, HOLD_MS);
    }
  };
  /** Starts an instance, and waits until it is open: instances opening a new database at once race to migrate it. */
  const open = (start: (onLine: (line: string) => void) => EditorInstance<unknown>) => {
    const index = instances.length;
    const opened = new Promise<void>((resolve) => (ready[index] = resolve));
    const instance = start(onLine(index));
    instances.push(instance);
    return Promise.race([opened, instance.answer.then(() => undefined)]);
  };
  return { instances, open };
}

describe('two publishes of different projects at the same moment', () => {
  it('each revision holds every publish stored before it, and the last holds both new prices', async () => {
    const prisma = await db();
    const seed = await seedCatalogue(prisma);
    for (const change of changes) expect(priceIn(seed, change)).toBe(change.oldPrice);
    const editors = await Promise.all(
      changes.map((change) => createStaffUser({ ...change.staff, role: 'editor', password: 'editor password 1' })),
    );

    // Two instances, an editor on each, publish a new price of a different project at once.
    const race = lineUp(changes.length);
    for (const [index, change] of changes.entries()) {
      await race.open((onLine) =>
        editorInstance(
          'publish-race-child.mts',
          ['publish', editors[index]!.id, change.staff.email, change.staff.name, change.project, change.newPrice],
          onLine,
        ),
      );
    }
    const answers = await Promise.all(race.instances.map((instance) => instance.answer));
    expect(answers).toEqual(changes.map((change) => ({ price: change.newPrice })));

    // The editor holds both, so the site must: the newest revision has both prices.
    const latest = (await readRevision(prisma))!;
    expect(newPricesIn(latest).sort()).toEqual(changes.map((change) => change.project).sort());

    // The revisions in the order they were stored: each holds every new price the one before it held.
    const rows = await prisma.catalogueRevision.findMany({ where: { id: { gt: seed.id } }, orderBy: { id: 'asc' } });
    const held = await Promise.all(rows.map(async (row) => newPricesIn((await readRevision(prisma, row.id))!)));
    held.forEach((prices, index) => expect(prices).toEqual(expect.arrayContaining(held[index - 1] ?? [])));
    // PostgreSQL: the second publish read the catalogue once the first was stored in the editor and as a revision,
    // so there is one revision each. (SQLite stores a change, without a transaction, before its publish reads: the
    // first revision may already hold both, and the second publish then finds the site showing them.)
    if (testEngine() === 'postgres') expect(held.map((prices) => prices.length)).toEqual([1, 2]);
    // The revision that brought one price names the editor who published it.
    const [first] = held;
    if (first?.length === 1) {
      const editor = changes.find((change) => change.project === first[0])!.staff.name;
      expect(rows[0]).toMatchObject({ publishedBy: editor, note: expect.stringMatching(/^Project published: /) });
    }
  });
});
