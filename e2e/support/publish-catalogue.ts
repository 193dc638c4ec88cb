/**
 * For e2e/catalogue-publish.spec.ts: publishes a catalogue revision into DATABASE_URL's database as the editor
 * will, through lib/site/catalogue's publishRevision (so through its checks), or restores one. Reads from standard
 * input either
 *   { "change": { "developer": "godrej", "id": "godrej-aristocrat", "fields": { "price": "…" } }, "add": { "developer": "godrej", "project": { … } } }
 * (each part optional; also "rename": { "developer", "from", "to", "name"?, "tell"? } (tell: passed to publishRevision as
 * the editor's rename, else left for it to detect) and "remove": { "developer", "id" }), or { "restore": 1 }, and
 * prints the new revision's id.
 *   DATABASE_URL=file:… npx tsx --conditions=react-server e2e/support/publish-catalogue.ts < request.json
 */
import { db } from '@/lib/platform/db';
import { publishRevision, readRevision, restoreRevision } from '@/lib/site/catalogue/store';
import { text } from 'node:stream/consumers';
import { z } from 'zod';

const FILE = 'residentialProjects.json';
const editor = { id: 'e2e-editor', name: 'E2E editor' };
const request = z.union([
  z.object({ restore: z.number().int() }),
  z.object({
    change: z.object({ developer: z.string(), id: z.string(), fields: z.record(z.string(), z.unknown()) }).optional(),
    add: z.object({ developer: z.string(), project: z.record(z.string(), z.unknown()) }).optional(),
    rename: z
      .object({ developer: z.string(), from: z.string(), to: z.string(), name: z.string().optional(), tell: z.boolean().default(false) })
      .optional(),
    remove: z.object({ developer: z.string(), id: z.string() }).optional(),
  }),
]);

async function main(): Promise<void> {
  const asked = request.parse(JSON.parse(await text(process.stdin)));
  const prisma = await db();
  try {
    if ('restore' in asked) {
      process.stdout.write(`${(await restoreRevision(prisma, asked.restore, editor)).id}\n`);
      return;
    }
    const latest = await readRevision(prisma);
    if (!latest) throw new Error('No catalogue revision: has the server seeded it?');
    const projects = structuredClone(latest.documents[FILE]) as Record<string, Record<string, unknown>[]>;
    if (asked.change) {
      const project = projects[asked.change.developer]?.find((candidate) => candidate.id === asked.change!.id);
      if (!project) throw new Error(`No project ${asked.change.id} of ${asked.change.developer}`);
      Object.assign(project, asked.change.fields);
    }
    if (asked.add) projects[asked.add.developer]!.push(asked.add.project);
    const { rename, remove } = asked;
    if (rename) {
      const project = projects[rename.developer]?.find((candidate) => candidate.id === rename.from);
      if (!project) throw new Error(`No project ${rename.from} of ${rename.developer}`);
      Object.assign(project, { id: rename.to }, rename.name === undefined ? {} : { name: rename.name });
    }
    if (remove) projects[remove.developer] = projects[remove.developer]!.filter((candidate) => candidate.id !== remove.id);
    const renamed = rename?.tell ? { [rename.from]: rename.to } : {};
    const published = await publishRevision(prisma, { ...latest.documents, [FILE]: projects }, editor, { note: 'e2e', renamed });
    process.stdout.write(`${published.id}\n`);
  } finally {
    await prisma.$disconnect();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
