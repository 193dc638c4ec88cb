/**
 * `npm run catalogue:export` (`-- --dir <folder>` to write elsewhere, `-- --revision <id>` for an older one)
 * Writes the catalogue's data/ files from the newest published revision in DATABASE_URL's database, in the files'
 * own format (two spaces, a final newline), so that `git diff data/` shows what the editors changed since and a
 * developer can commit the live catalogue. The privacy notice and policy are files, not catalogue: left untouched.
 */
import { db } from '@/lib/platform/db';
import { readRevision, writeDataFiles } from '@/lib/site/catalogue/store';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'data' }, revision: { type: 'string' } } });
const id = values.revision === undefined ? undefined : Number(values.revision);
if (id !== undefined && !Number.isInteger(id)) throw new Error(`--revision takes a revision number, not ${values.revision}`);

async function main() {
  const prisma = await db();
  const revision = await readRevision(prisma, id);
  if (!revision) {
    console.error(
      id === undefined ? 'No catalogue revision is published yet: data/ is the catalogue.' : `There is no catalogue revision ${id}.`,
    );
    process.exit(1);
  }
  const dir = path.resolve(values.dir);
  const written = writeDataFiles(revision, dir);
  console.log(`Revision ${revision.id} (${revision.publishedBy}, ${revision.createdAt.toISOString()}): ${written.length} files in ${dir}`);
  await prisma.$disconnect();
}

void main();
