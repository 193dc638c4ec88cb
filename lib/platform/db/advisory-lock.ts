import { Client } from 'pg';

/**
 * Runs `run` while this process holds PostgreSQL's session advisory lock `key`, on a connection of its own (a
 * pool's connections would take and release it on different sessions): processes that start together take turns.
 * The lock goes with the connection, so a process that dies holding it releases it.
 */
export async function withAdvisoryLock<T>(connectionString: string, key: number, run: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await run();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    await client.end();
  }
}
