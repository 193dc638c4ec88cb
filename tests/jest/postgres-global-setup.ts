import { startPostgresCluster } from '../support/postgres-cluster';

/** Starts the PostgreSQL project's cluster; the test files find it through NESTORA_TEST_POSTGRES_URL. */
export default async function postgresGlobalSetup() {
  const cluster = await startPostgresCluster();
  (globalThis as { nestoraPostgresCluster?: typeof cluster }).nestoraPostgresCluster = cluster;
  process.env.NESTORA_TEST_POSTGRES_URL = cluster.url('postgres');
}
