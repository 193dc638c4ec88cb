/**
 * One instance of the catalogue editor for cms/publish/scheduled-publish.test.ts (./editor-child.mts): it does one
 * thing and writes a JSON line.
 *
 *   schedule <staffId> <price> <inMs>   saves the price of godrej-aristocrat as a draft, as the editor with that staff
 *                                       id, and schedules its publish <inMs> from now, as the editor's "Schedule
 *                                       publish" does; then runs the job queue at once, before the time
 *   run                                 runs the job queue twice at once and once more, as instances' autoRun do
 */
import type { Payload } from 'payload';
import { editorUser, projectRowId, runEditorInstance, say } from './editor-child.mjs';

const aristocrat = (payload: Payload) => projectRowId(payload, 'godrej-aristocrat');

/** Each save of the project, each publish included, is a version of it. */
const versionCount = async (payload: Payload, id: number | string) =>
  (await payload.findVersions({ collection: 'projects', where: { parent: { equals: id } }, limit: 1, overrideAccess: true })).totalDocs;

async function schedule(payload: Payload, staffId: string, price: string, inMs: number) {
  const asEditor = await editorUser(payload, { staffId, email: 'meera@example.in', name: 'Meera Nair' });
  const id = await aristocrat(payload);
  await payload.update({ collection: 'projects', id, data: { price }, draft: true, user: asEditor, overrideAccess: false });
  const waitUntil = new Date(Date.now() + inMs);
  // What @payloadcms/ui's schedulePublishHandler queues when the editor picks a time in the Schedule publish drawer.
  await payload.jobs.queue({
    task: 'schedulePublish',
    waitUntil,
    input: { type: 'publish', doc: { relationTo: 'projects', value: String(id) }, user: { relationTo: 'users', value: asEditor.id } },
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

runEditorInstance(async (payload, [command, ...args]) => {
  if (command === 'schedule') await schedule(payload, args[0]!, args[1]!, Number(args[2]));
  else if (command === 'run') await run(payload);
  else throw new Error(`Unknown command ${command}`);
});
