/**
 * What every editor instance run as a child process by the jest tests shares (Payload is opened once per process,
 * and two instances are two processes): the editor opened on the test's database (DATABASE_URL from the test's
 * environment) as the site's start does, waited for until it is filled, and one JSON line written as the answer.
 * The parent spawns it with tests/support/editor-instance.ts.
 */
import { catalogueEditor } from '@/cms/start';
import type { Payload } from 'payload';

/** The answer the parent reads: the last line starting with '{'. */
export const say = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);

async function filled(payload: Payload): Promise<void> {
  for (let tries = 0; tries < 600; tries += 1) {
    if ((await payload.count({ collection: 'developers', overrideAccess: true })).totalDocs > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The editor was not filled from the published catalogue');
}

/** Opens the editor, waits for its filling, runs `command` with the process's arguments, and exits 0 or 1. */
export function runEditorInstance(command: (payload: Payload, args: string[]) => Promise<void>): void {
  const main = async () => {
    const payload = await catalogueEditor();
    await filled(payload);
    await command(payload, process.argv.slice(2));
  };
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/** The project's row id in the editor. */
export async function projectRowId(payload: Payload, projectId: string): Promise<number | string> {
  const { docs } = await payload.find({
    collection: 'projects',
    where: { projectId: { equals: projectId } },
    depth: 0,
    overrideAccess: true,
  });
  if (!docs[0]) throw new Error(`The editor holds no project ${projectId}`);
  return docs[0].id;
}

/** The editor's user for a staff member, as the staff session strategy makes it on their first visit. */
export async function editorUser(payload: Payload, staff: { staffId: string; email: string; name: string }) {
  const user = await payload.create({ collection: 'users', data: { ...staff, role: 'editor' }, overrideAccess: true });
  return { ...user, collection: 'users' as const };
}
