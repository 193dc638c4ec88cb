/**
 * The catalogue editor's developer commands, run with the project's tsx (Payload's own CLI cannot resolve the
 * project's import aliases):
 *   npm run catalogue:editor -- importmap             writes app/(payload)/admin/catalogue/importMap.ts
 *   npm run catalogue:editor -- migration <name>      writes cms/migrations/<engine>/ for the DATABASE_URL's engine
 * The npm script loads tests/support/server-only-off.mjs: the config reaches the staff session code, which is server-only.
 */
import { generateImportMap, getPayload } from 'payload';

async function main() {
  const [command, name] = process.argv.slice(2);
  const config = await (await import('@/cms/payload.config')).default;
  if (command === 'importmap') {
    await generateImportMap(config, { log: true, force: true });
    return;
  }
  if (command === 'migration') {
    if (!name) throw new Error('Name the migration: npm run catalogue:editor -- migration <name>');
    process.env.PAYLOAD_MIGRATING = 'true';
    const payload = await getPayload({ config, disableOnInit: true });
    await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true });
    await payload.destroy();
    return;
  }
  throw new Error('Usage: catalogue-editor importmap | migration <name>');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
