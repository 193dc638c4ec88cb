import { defineConfig } from 'prisma/config';

// Same default as lib/platform/env.ts, so the CLI and the app agree on the database without a .env file.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'file:./var/nestora.db' },
});
