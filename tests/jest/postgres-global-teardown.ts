import type { PostgresCluster } from '../support/postgres-cluster';

/** Stops the cluster postgres-global-setup.ts started and removes its folder. */
export default async function postgresGlobalTeardown() {
  (globalThis as { nestoraPostgresCluster?: PostgresCluster }).nestoraPostgresCluster?.stop();
}
