// Generates the Prisma clients: lib/generated/prisma from prisma/schema.prisma (SQLite), and
// lib/generated/prisma-postgres from the same models with the PostgreSQL provider, so that one
// schema serves both engines (a generated client works only with its own provider's adapter).
// The schema engine cannot be downloaded on an offline machine and `generate` never runs it, but
// the CLI insists that the path it is given exists; this file serves as that stand-in.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const sqliteSchema = readFileSync('prisma/schema.prisma', 'utf8');
const postgresSchema = sqliteSchema
  .replace(/provider\s*=\s*"sqlite"/, 'provider = "postgresql"')
  .replace(/output\s*=\s*"\.\.\/lib\/generated\/prisma"/, 'output = "./prisma-postgres"');
if (postgresSchema === sqliteSchema || !postgresSchema.includes('"./prisma-postgres"')) {
  console.error('prisma-generate: prisma/schema.prisma no longer has the sqlite provider and output this script rewrites');
  process.exit(1);
}
mkdirSync('lib/generated', { recursive: true });
writeFileSync(
  'lib/generated/postgres.prisma',
  `// Written by scripts/build/prisma-generate.mjs from prisma/schema.prisma: do not edit.\n${postgresSchema}`,
);

const env = {
  PRISMA_SCHEMA_ENGINE_BINARY: fileURLToPath(import.meta.url),
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
  ...process.env,
};
for (const schema of ['prisma/schema.prisma', 'lib/generated/postgres.prisma']) {
  const result = spawnSync('npx', ['--no-install', 'prisma', 'generate', '--schema', schema], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
