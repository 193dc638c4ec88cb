import { db } from '@/lib/platform/db';
import { onDrain } from '@/lib/platform/process/drain';
import { installedRevisionId, installRevision } from '@/lib/site/content/revision';
import 'server-only';
import { latestRevisionId, readRevision, seedCatalogue, type CatalogueRevision } from './store';

/** How often an instance asks whether another published: a publish shows everywhere within this and a render. */
export const CATALOGUE_POLL_MS = 1000;

const install = ({ id, documents, hashes, redirects }: CatalogueRevision) =>
  installRevision({ id, documents: new Map(Object.entries(documents)), hashes, redirects: new Map(Object.entries(redirects)) });

/** Installs the newest revision when it is not the one installed; whether it installed one. */
export async function installLatestRevision(): Promise<boolean> {
  const prisma = await db();
  const latest = await latestRevisionId(prisma);
  if (latest === null || latest === installedRevisionId()) return false;
  const revision = await readRevision(prisma, latest);
  if (!revision) return false;
  install(revision);
  return true;
}

/** Seeds the catalogue when it has no revision yet (the very first start), and installs the newest. */
async function seedAndInstall(): Promise<void> {
  install(await seedCatalogue(await db()));
}

/**
 * Before this process serves anyone: seeds the catalogue from data/ on the very first start and installs the newest
 * revision; then keeps asking for a newer one. When the database cannot be read at start, the pages render from the
 * build's data/ files (the first revision's documents) and each poll tries again; a failed poll is logged and the
 * pages go on rendering from the revision installed.
 */
export async function startCatalogueWatcher(intervalMs = CATALOGUE_POLL_MS): Promise<void> {
  let installed = await seedAndInstall().then(
    () => true,
    (error: unknown) => {
      console.error("The catalogue could not be read at start: serving the build's data/ files until it can", error);
      return false;
    },
  );
  let polling = false;
  const timer = setInterval(() => {
    if (polling) return;
    polling = true;
    (installed ? installLatestRevision() : seedAndInstall().then(() => (installed = true)))
      .catch((error: unknown) => console.error('The catalogue revision could not be checked', error))
      .finally(() => (polling = false));
  }, intervalMs);
  timer.unref();
  onDrain('close', async () => clearInterval(timer));
}
