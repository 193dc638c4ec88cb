import { and, eq } from '@payloadcms/db-sqlite/drizzle';
import type { BaseDatabaseAdapter, Job, Payload } from 'payload';

type UpdateJobs = BaseDatabaseAdapter['updateJobs'];
type Column = Parameters<typeof eq>[0];
type JobsTable = { id: Column; processing: Column };
/** What the SQLite and PostgreSQL adapters (@payloadcms/drizzle) both have; Payload's types do not name it. */
type DrizzleAdapter = BaseDatabaseAdapter & {
  tables: Record<string, JobsTable>;
  tableNameMap: Map<string, string>;
  drizzle: {
    update: (table: JobsTable) => {
      set: (values: { processing: boolean }) => {
        where: (condition: unknown) => { returning: (columns: { id: Column }) => Promise<unknown[]> };
      };
    };
  };
};

/**
 * Payload's job runner claims the jobs it is about to run by reading those not yet processing and then marking them
 * (@payloadcms/drizzle's updateJobs): two instances reading at once both claim the same job and both run it, so a
 * scheduled publish would be published twice. Here each job read is marked with a conditional update (processing
 * false -> true, one statement, atomic on both engines) and a runner gets only the jobs whose row its update changed.
 */
export function claimJobsOnce(payload: Payload): void {
  const adapter = payload.db as DrizzleAdapter;
  const original: UpdateJobs = adapter.updateJobs.bind(adapter);
  const claimAll: UpdateJobs = async (args) => {
    if (args.id !== undefined || (args.data as { processing?: unknown }).processing !== true) return original(args);
    const { docs } = await adapter.find({
      collection: 'payload-jobs',
      where: args.where,
      limit: args.limit ?? 0,
      sort: args.sort,
      pagination: false,
    });
    const table = adapter.tables[adapter.tableNameMap.get('payload_jobs') ?? 'payload_jobs']!;
    const claimed: Job[] = [];
    for (const job of docs) {
      const won = await adapter.drizzle
        .update(table)
        .set({ processing: true })
        .where(and(eq(table.id, job.id), eq(table.processing, false)))
        .returning({ id: table.id });
      if (won.length === 0) continue;
      // The row as Payload's runner expects it (its updatedAt stamped), read outside the runner's transaction.
      const [doc] = (await original({ id: job.id, data: args.data, req: {}, returning: true })) ?? [];
      if (doc) claimed.push(doc);
    }
    return args.returning === false ? null : claimed;
  };
  adapter.updateJobs = claimAll;
}
