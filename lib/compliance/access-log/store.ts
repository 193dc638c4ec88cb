import '@/lib/platform/validation/jitless';

import { db } from '@/lib/platform/db';
import 'server-only';
import { z } from 'zod';
import { accessActions } from './actions';

const accessSchema = z.object({
  actorId: z.string().min(1),
  action: z.enum(accessActions),
  /** A lead's id, or what the export was made of. */
  subjectId: z.string().min(1).max(200).optional(),
  /** The filter of an export, say; never the data itself. Cut to 500 characters: the log is no place for essays. */
  detail: z
    .string()
    .transform((value) => value.slice(0, 500))
    .optional(),
  /** The client's address as lib/platform/http/network-edge.ts computes it. */
  address: z.string().min(1).max(100),
});

export type Access = z.input<typeof accessSchema>;

/**
 * Appends one entry to the access log: who (a staff member's id), what, about what, from where, now.
 * The log is append-only: nothing edits an entry, and only purgeAccessLogBefore removes them.
 */
export async function recordAccess(access: Access, now = new Date()): Promise<void> {
  const entry = accessSchema.parse(access);
  const prisma = await db();
  await prisma.accessLogEntry.create({ data: { ...entry, createdAt: now } });
}

/** Removes the entries older than `cutoff` (a year before the daily retention run); returns how many. */
export async function purgeAccessLogBefore(cutoff: Date): Promise<number> {
  const prisma = await db();
  const { count } = await prisma.accessLogEntry.deleteMany({ where: { createdAt: { lt: cutoff } } });
  return count;
}
