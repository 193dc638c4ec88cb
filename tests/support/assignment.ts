// Fixtures of the assignment tests (lib/office/assignment): staff, rules and leads.
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { createEnquiry } from '@/lib/intake/forms/enquiry-store';
import { db } from '@/lib/platform/db';
import { testEngine } from '@/tests/support/temp-database';

let sequence = 0;
export const nextPhone = () => `98${String(20_000_000 + ++sequence).padStart(8, '0')}`;

export async function advisor(name: string, extra: { role?: string; awayReason?: string; active?: boolean } = {}) {
  const prisma = await db();
  return prisma.staffUser.create({
    data: { name, email: `${name.toLowerCase().replaceAll(' ', '.')}.${++sequence}@example.in`, passwordHash: 'unused', ...extra },
  });
}

type Pool = { staffId: string; weight: number }[];

/** Replaces every rule with these, in this order. */
export async function rules(...specs: { name: string; pool: Pool; conditions?: object; method?: string; fallback?: boolean }[]) {
  const prisma = await db();
  await prisma.lead.updateMany({ data: { assignmentRuleId: null } });
  await prisma.assignmentRule.deleteMany();
  const made = [];
  for (const [position, spec] of specs.entries()) {
    made.push(
      await prisma.assignmentRule.create({
        data: {
          name: spec.name,
          position,
          method: spec.method ?? 'weighted',
          fallback: spec.fallback ?? false,
          conditions: JSON.stringify(spec.conditions ?? {}),
          members: { create: spec.pool.map((member, index) => ({ ...member, position: index })) },
        },
      }),
    );
  }
  return made;
}

export async function lead(extra: Record<string, unknown> = {}) {
  const result = await createEnquiry({ name: 'Buyer', phone: nextPhone(), source: 'api', ...extra });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.id;
}

export async function ownerOf(id: string) {
  return (await (await db()).lead.findUniqueOrThrow({ where: { id }, select: { ownerId: true } })).ownerId;
}

/** How many of these leads each staff id owns. */
export async function tally(ids: string[]) {
  const wanted = new Set(ids);
  const rows = await (await db()).lead.findMany({ select: { id: true, ownerId: true } });
  const counts: Record<string, number> = {};
  for (const row of rows) if (wanted.has(row.id)) counts[row.ownerId ?? 'nobody'] = (counts[row.ownerId ?? 'nobody'] ?? 0) + 1;
  return counts;
}

export async function inChunks<T>(count: number, size: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < count; start += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, offset) => make(start + offset)))));
  }
  return out;
}

/**
 * Another instance: on PostgreSQL its own Prisma client and pool on the same database. A SQLite site is one
 * process with one connection, so there the second "instance" is the same client, racing through Promise.all.
 */
export async function secondInstance(): Promise<PrismaClient> {
  const url = process.env.DATABASE_URL!;
  if (testEngine() === 'postgres') {
    const [{ PrismaPg }, { PrismaClient: PostgresClient }] = await Promise.all([
      import('@prisma/adapter-pg'),
      import('@/lib/generated/prisma-postgres/client'),
    ]);
    return new PostgresClient({ adapter: new PrismaPg({ connectionString: url }) }) as unknown as PrismaClient;
  }
  return db();
}
