import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * The client inside `db().$transaction(async (tx) => ...)`: what a step of a larger transaction
 * takes, so its writes commit or roll back with the rest.
 */
export type Tx = Prisma.TransactionClient;
