// Generates the Prisma client into lib/generated/prisma. The schema engine cannot be downloaded
// on an offline machine and `generate` never runs it, but the CLI insists that the path it is
// given exists; this file serves as that stand-in.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const result = spawnSync('npx', ['--no-install', 'prisma', 'generate'], {
  stdio: 'inherit',
  env: {
    PRISMA_SCHEMA_ENGINE_BINARY: fileURLToPath(import.meta.url),
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
    ...process.env,
  },
});
process.exit(result.status ?? 1);
