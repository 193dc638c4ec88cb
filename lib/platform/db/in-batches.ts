type PageArgs = { take: number; cursor?: { id: string }; skip?: number };

/**
 * Yields every row of a cursor-paginated query, `batchSize` at a time, so an export of any size
 * keeps only one batch in memory. `fetch` receives Prisma paging arguments to spread into findMany.
 */
export async function* inBatches<T extends { id: string }>(fetch: (page: PageArgs) => Promise<T[]>, batchSize = 500): AsyncGenerator<T> {
  let cursor: string | undefined;
  for (;;) {
    const batch = await fetch(cursor ? { take: batchSize, cursor: { id: cursor }, skip: 1 } : { take: batchSize });
    yield* batch;
    const last = batch[batch.length - 1];
    if (batch.length < batchSize || !last) return;
    cursor = last.id;
  }
}
