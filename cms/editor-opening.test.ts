import { db } from '@/lib/platform/db';
import { seedCatalogue } from '@/lib/site/catalogue/store';
import { setupTestDatabase } from '@/tests/support/database';
import { editorInstance } from '@/tests/support/editor-instance';
import { testEngine } from '@/tests/support/temp-database';
import { readdirSync } from 'node:fs';
import path from 'node:path';

setupTestDatabase(5);
// Three processes each open Payload on a new store: slow on a shared machine.
jest.setTimeout(240_000);

type Opened = { migrations: string[] };

it('three instances opening a new store at once all open it, and each migration runs once', async () => {
  // The editor fills itself from the published catalogue once open; the instances answer once it is filled.
  await seedCatalogue(await db());
  const instances = [1, 2, 3].map(() => editorInstance<Opened>('editor-open-child.mts', []));
  const answers = await Promise.all(instances.map((instance) => instance.answer));

  // The migrations committed for the engine (Payload's migration files: <name>.ts beside its <name>.json).
  const shipped = readdirSync(path.join(__dirname, 'migrations', testEngine()))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
  expect(shipped.length).toBeGreaterThan(0);
  // Payload ends a process whose migration fails (the second of two creating the schema at once): every instance
  // answering is the proof that none did; each migration recorded once is the proof that none ran twice.
  for (const answer of answers) expect(answer.migrations).toEqual(shipped);
});
