/**
 * One instance of the catalogue editor for cms/publish/scheduled-publish.test.ts, in its own process (Payload is
 * opened once per process, and two instances are two processes): it opens the editor on the test's database
 * (DATABASE_URL from the test's environment) as the site's start does, does one thing and writes a JSON line.
 *
 *   schedule <staffId> <price> <inMs>   saves the price of godrej-aristocrat as a draft, as the editor with that staff
 *                                       id, and schedules its publish <inMs> from now, as the editor's "Schedule
 *                                       publish" does; then runs the job queue at once, before the time
 *   run                                 runs the job queue twice at once and once more, as instances' autoRun do
 */
import { catalogueEditor } from '@/cms/start';
import type { Payload } from 'payload';

const say = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);

async function filled(payload: Payload): Promise<void> {
  for (let tries = 0; tries < 600; tries += 1) {
    if ((await payload.count({ collection: 'developers', overrideAccess: true })).totalDocs > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The editor was not filled from the published catalogue');
}

async function aristocrat(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'projects',
    where: { projectId: { equals: 'godrej-aristocrat' } },
    depth: 0,
    overrideAccess: true,
  });
  return docs[0]!.id;
}

/** Each save of the project, each publish included, is a version of it. */
const versionCount = async (payload: Payload, id: number | string) =>
  (await payload.findVersions({ collection: 'projects', where: { parent: { equals: id } }, limit: 1, overrideAccess: true })).totalDocs;

async function schedule(payload: Payload, staffId: string, price: string, inMs: number) {
  const user = await payload.create({
    collection: 'users',
    data: { staffId, email: 'meera@example.in', name: 'Meera Nair', role: 'editor' },
    overrideAccess: true,
  });
  const asEditor = { ...user, collection: 'users' as const };
  const id = await aristocrat(payload);
  await payload.update({ collection: 'projects', id, data: { price }, draft: true, user: asEditor, overrideAccess: false });
  const waitUntil = new Date(Date.now() + inMs);
  // What @payloadcms/ui's schedulePublishHandler queues when the editor picks a time in the Schedule publish drawer.
  await payload.jobs.queue({
    task: 'schedulePublish',
    waitUntil,
    input: { type: 'publish', doc: { relationTo: 'projects', value: String(id) }, user: { relationTo: 'users', value: user.id } },
  });
  const early = await payload.jobs.run({ queue: 'default' });
  say({
    waitUntil: waitUntil.toISOString(),
    early: { noJobsRemaining: early.noJobsRemaining ?? false },
    versions: await versionCount(payload, id),
  });
}

async function run(payload: Payload) {
  // Two runs at once in this instance (the other instance does the same), then one more: the every-minute autoRun of
  // several instances, and a run that comes late.
  const runs = await Promise.all([payload.jobs.run({ queue: 'default' }), payload.jobs.run({ queue: 'default' })]);
  runs.push(await payload.jobs.run({ queue: 'default' }));
  // The job as it ends, whichever instance ran it (Payload deletes a job once it is done).
  let jobs: { completedAt?: string | null; hasError?: boolean | null; log?: unknown[] | null }[] = [];
  for (let tries = 0; tries < 300; tries += 1) {
    ({ docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' } },
      overrideAccess: true,
    }));
    if (jobs.every((job) => job.completedAt || job.hasError)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  say({
    ran: runs.map((result) => Object.keys(result.jobStatus ?? {}).length),
    jobs: jobs.map((job) => ({ completed: Boolean(job.completedAt), hasError: Boolean(job.hasError), runs: job.log?.length ?? 0 })),
    versions: await versionCount(payload, await aristocrat(payload)),
  });
}

async function main() {
  const payload = await catalogueEditor();
  await filled(payload);
  const [command, ...args] = process.argv.slice(2);
  if (command === 'schedule') await schedule(payload, args[0]!, args[1]!, Number(args[2]));
  else if (command === 'run') await run(payload);
  else throw new Error(`Unknown command ${command}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
