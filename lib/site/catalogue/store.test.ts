import { db } from '@/lib/platform/db';
import { getPrivacyNotice, getPrivacyPolicy, getProjects } from '@/lib/site/content';
import { installedRevisionId } from '@/lib/site/content/revision';
import { getSearchIndex } from '@/lib/site/search/server';
import { setupTestDatabase } from '@/tests/support/database';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CATALOGUE_FILE_NAMES, type CatalogueDocuments } from './documents';
import { listRevisions, publishRevision, readDataFiles, readRevision, restoreRevision, seedCatalogue, writeDataFiles } from './store';
import { installLatestRevision } from './watch';

setupTestDatabase(1000);
// The first seed parses every data file on a cold process; a loaded machine takes seconds over it.
jest.setTimeout(30_000);

const editor = { id: 'staff-editor', name: 'Meera (marketing)' };
const DATA = path.join(process.cwd(), 'data');

/** The shipped documents with Godrej Aristocrat's price text and budget changed. */
function withNewPrice(documents: CatalogueDocuments, price: string, budget: unknown): CatalogueDocuments {
  const residential = structuredClone(documents['residentialProjects.json']) as Record<string, Record<string, unknown>[]>;
  const aristocrat = residential.godrej!.find((project) => project.id === 'godrej-aristocrat')!;
  aristocrat.price = price;
  aristocrat.budget = budget;
  return { ...documents, 'residentialProjects.json': residential };
}

describe('the catalogue revisions', () => {
  it('seeds revision 1 from data/ on the first start, and only then', async () => {
    const prisma = await db();
    const first = await seedCatalogue(prisma);
    expect(first.publishedBy).toBe('data/ files');
    expect(first.documents).toEqual(readDataFiles());
    expect(Object.keys(first.documents).sort()).toEqual([...CATALOGUE_FILE_NAMES].sort());
    expect(first.documents).not.toHaveProperty(['privacy-policy.json']);
    // The server tells "no publish since the build" by these equalling the build's hashes of the files' bytes.
    for (const name of CATALOGUE_FILE_NAMES)
      expect([name, first.hashes[name]]).toEqual([
        name,
        createHash('sha256')
          .update(fs.readFileSync(path.join(DATA, name)))
          .digest('hex'),
      ]);

    const again = await seedCatalogue(prisma);
    expect(again.id).toBe(first.id);
    expect(await prisma.catalogueRevision.count()).toBe(1);
  });

  it('exports the data/ files byte for byte from a seeded catalogue', async () => {
    const seeded = await readRevision(await db());
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-export-'));
    try {
      writeDataFiles(seeded!, dir);
      for (const name of CATALOGUE_FILE_NAMES)
        expect({ name, same: fs.readFileSync(path.join(dir, name)).equals(fs.readFileSync(path.join(DATA, name))) }).toEqual({
          name,
          same: true,
        });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a publish the pages could not render, naming the file and field, and stores nothing', async () => {
    const prisma = await db();
    const before = { revisions: await prisma.catalogueRevision.count(), documents: await prisma.catalogueDocument.count() };
    const seeded = await readRevision(prisma);
    await expect(publishRevision(prisma, withNewPrice(seeded!.documents, '₹ 6.1 Cr', 'abc'), editor)).rejects.toThrow(
      /^data\/residentialProjects\.json: godrej\[\d+\]\.budget: /,
    );
    const badRera = structuredClone(seeded!.documents) as Record<string, Record<string, Record<string, unknown>[]>>;
    badRera['residentialProjects.json']!.godrej![0]!.reraNumber = 'HRERA 123';
    await expect(publishRevision(prisma, badRera, editor)).rejects.toThrow(
      'data/residentialProjects.json: godrej[0].reraNumber: not a registration number in the format of HARERA (Gurugram), UP-RERA or Delhi RERA',
    );
    const missingCities = { ...seeded!.documents };
    delete missingCities['cities.json'];
    await expect(publishRevision(prisma, missingCities, editor)).rejects.toThrow('The catalogue misses cities.json');
    await expect(publishRevision(prisma, { ...seeded!.documents, 'notes.json': [] }, editor)).rejects.toThrow(
      'Not a catalogue file: notes.json',
    );
    expect({ revisions: await prisma.catalogueRevision.count(), documents: await prisma.catalogueDocument.count() }).toEqual(before);
  });

  it('publishes a price change as a new revision storing only the changed document, which the loaders then read', async () => {
    const prisma = await db();
    expect(await installLatestRevision()).toBe(true);
    const seededId = installedRevisionId();
    const oldIndex = getSearchIndex();
    expect(getProjects('residential').godrej!.find((project) => project.id === 'godrej-aristocrat')!.price).toBe('₹ 5.7 Cr - 8.49 Cr');

    const documentsBefore = await prisma.catalogueDocument.count();
    const published = await publishRevision(
      prisma,
      withNewPrice((await readRevision(prisma))!.documents, '₹ 6.1 Cr - 8.9 Cr', [61000000, 89000000]),
      editor,
    );
    expect(published.id).toBeGreaterThan(seededId!);
    expect(published).toMatchObject({ publishedBy: 'Meera (marketing)', publishedById: 'staff-editor' });
    expect(await prisma.catalogueDocument.count()).toBe(documentsBefore + 1);

    // Nothing changes for this process until it installs the new revision (the watcher's poll).
    expect(getProjects('residential').godrej!.find((project) => project.id === 'godrej-aristocrat')!.price).toBe('₹ 5.7 Cr - 8.49 Cr');
    expect(await installLatestRevision()).toBe(true);
    expect(installedRevisionId()).toBe(published.id);
    expect(getProjects('residential').godrej!.find((project) => project.id === 'godrej-aristocrat')!.price).toBe('₹ 6.1 Cr - 8.9 Cr');
    expect(getSearchIndex()).not.toBe(oldIndex);
    // The privacy notice and policy are no catalogue: still read from their files.
    expect(getPrivacyNotice().version).toBe(JSON.parse(fs.readFileSync(path.join(DATA, 'privacy-notice.json'), 'utf8')).version);
    expect(getPrivacyPolicy().retention).toBeDefined();
    expect(await installLatestRevision()).toBe(false);
  });

  it('takes two publishes of the same new document at once, storing it once (two instances seeding together)', async () => {
    const prisma = await db();
    const documents = withNewPrice((await readRevision(prisma, 1))!.documents, '₹ 7 Cr - 9 Cr', [70000000, 90000000]);
    const before = await prisma.catalogueDocument.count();
    const [one, two] = await Promise.all([publishRevision(prisma, documents, editor), publishRevision(prisma, documents, editor)]);
    expect(one.hashes).toEqual(two.hashes);
    expect(await prisma.catalogueDocument.count()).toBe(before + 1);
  });

  it('restores an earlier revision as a new one that says which it brought back', async () => {
    const prisma = await db();
    const [latest] = await listRevisions(prisma);
    const restored = await restoreRevision(prisma, 1, editor);
    expect(restored).toMatchObject({ id: latest!.id + 1, restoredFrom: 1, note: 'Restored revision 1', publishedBy: 'Meera (marketing)' });
    expect((await readRevision(prisma))!.documents).toEqual(readDataFiles());
    await installLatestRevision();
    expect(getProjects('residential').godrej!.find((project) => project.id === 'godrej-aristocrat')!.price).toBe('₹ 5.7 Cr - 8.49 Cr');
    await expect(restoreRevision(prisma, 999, editor)).rejects.toThrow('There is no catalogue revision 999');
  });
});
