import { db } from '@/lib/platform/db';
import { installedRevision } from '@/server/catalogue';
import { setupTestDatabase } from '@/tests/support/database';
import type { CatalogueDocuments } from './documents';
import { publishRevision, readRevision, restoreRevision, seedCatalogue } from './store';
import { installLatestRevision } from './watch';

setupTestDatabase(1000);
// The first seed parses every data file on a cold process; a loaded machine takes seconds over it.
jest.setTimeout(30_000);

const editor = { id: 'staff-editor', name: 'Meera (marketing)' };
type Projects = Record<string, Record<string, unknown>[]>;

function withResidential(documents: CatalogueDocuments, change: (residential: Projects) => void): CatalogueDocuments {
  const residential = structuredClone(documents['residentialProjects.json']) as Projects;
  change(residential);
  return { ...documents, 'residentialProjects.json': residential };
}

const OLD = '/project-details/godrej/godrej-aristocrat';
const NEW = '/project-details/godrej/godrej-aristocrat-towers';

describe("the redirects stored with the catalogue's revisions", () => {
  let seeded: number;
  let renamedAt: number;

  it('stores a rename the editor names with the revision that makes it, and reads each revision back with its own', async () => {
    const prisma = await db();
    const seed = await seedCatalogue(prisma);
    seeded = seed.id;
    expect(seed.redirects).toEqual({});

    const renamed = await publishRevision(
      prisma,
      withResidential(seed.documents, (residential) =>
        Object.assign(
          residential.godrej!.find((project) => project.id === 'godrej-aristocrat')!,
          {
            id: 'godrej-aristocrat-towers',
            name: 'Godrej Aristocrat Towers',
          },
        ),
      ),
      editor,
      { renamed: { 'godrej-aristocrat': 'godrej-aristocrat-towers' } },
    );
    renamedAt = renamed.id;
    const expected = {
      [OLD]: NEW,
      '/specifications/godrej/godrej-aristocrat': '/specifications/godrej/godrej-aristocrat-towers',
      '/payment-plans/godrej-aristocrat': '/payment-plans/godrej-aristocrat-towers',
    };
    expect(renamed.redirects).toEqual(expected);
    expect((await readRevision(prisma))!.redirects).toEqual(expected);
    expect((await readRevision(prisma, seeded))!.redirects).toEqual({});
    expect(await prisma.catalogueRedirect.count({ where: { sinceRevision: renamed.id, untilRevision: null } })).toBe(3);
  });

  it('collapses a later removal into one hop, ending the replaced rows at that revision while the earlier revision keeps its own', async () => {
    const prisma = await db();
    const latest = (await readRevision(prisma))!;
    const removed = await publishRevision(
      prisma,
      withResidential(latest.documents, (residential) => {
        residential.godrej = residential.godrej!.filter((project) => project.id !== 'godrej-aristocrat-towers');
      }),
      editor,
    );
    expect(removed.redirects[OLD]).toBe('/project-details/godrej');
    expect(removed.redirects[NEW]).toBe('/project-details/godrej');
    expect((await readRevision(prisma, removed.id))!.redirects).toEqual(removed.redirects);
    expect((await readRevision(prisma, renamedAt))!.redirects[OLD]).toBe(NEW);
    const oldRows = await prisma.catalogueRedirect.findMany({ where: { fromPath: OLD }, orderBy: { id: 'asc' } });
    expect(oldRows.map(({ toPath, sinceRevision, untilRevision }) => ({ toPath, sinceRevision, untilRevision }))).toEqual([
      { toPath: NEW, sinceRevision: renamedAt, untilRevision: removed.id },
      { toPath: '/project-details/godrej', sinceRevision: removed.id, untilRevision: null },
    ]);
  });

  it('stores nothing for a publish it refuses', async () => {
    const prisma = await db();
    const before = await prisma.catalogueRedirect.count();
    const latest = (await readRevision(prisma))!;
    const broken = withResidential(latest.documents, (residential) => {
      residential.godrej = residential.godrej!.filter((project) => project.id !== 'godrej-meridien');
      residential.godrej[0]!.budget = 'abc';
    });
    await expect(publishRevision(prisma, broken, editor)).rejects.toThrow(/budget/);
    expect(await prisma.catalogueRedirect.count()).toBe(before);
  });

  it('keeps them consistent through a restore, and the installed revision carries them to the server', async () => {
    const prisma = await db();
    const restored = await restoreRevision(prisma, seeded, editor);
    // The seed's address is a page again; the later one, removed since, stays on the developer's page.
    expect(restored.redirects).not.toHaveProperty([OLD]);
    expect(restored.redirects[NEW]).toBe('/project-details/godrej');
    expect(await prisma.catalogueRedirect.count({ where: { fromPath: OLD, untilRevision: null } })).toBe(0);

    await installLatestRevision();
    const installed = installedRevision();
    expect(installed?.id).toBe(restored.id);
    expect(installed?.redirects?.get(NEW)).toBe('/project-details/godrej');
    expect(installed?.redirects?.has(OLD)).toBe(false);

    // The rename restored: known again by its RERA number, and its address a page again.
    const back = await restoreRevision(prisma, renamedAt, editor);
    expect(back.redirects[OLD]).toBe(NEW);
    expect(back.redirects).not.toHaveProperty([NEW]);
    // And undone once more, straight away: the redirect it made leads back.
    const undone = await restoreRevision(prisma, seeded, editor);
    expect(undone.redirects[NEW]).toBe(OLD);
    expect(undone.redirects).not.toHaveProperty([OLD]);
  });
});
