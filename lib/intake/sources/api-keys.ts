import { db } from '@/lib/platform/db';
import { createHash, randomBytes } from 'node:crypto';
import 'server-only';

/** What an API key's name may be: it names the source its leads are stored as (api:<name>) and the URL they are posted to. */
export const apiSourceName = /^[a-z0-9][a-z0-9-]{1,39}$/;

/** Names the site's own sources use, which no key may take. */
const reserved = new Set(['meta', 'google', 'csv', '99acres', 'magicbricks', 'housing', 'portal-mail']);

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

export function apiKeyNameProblem(name: string): string | null {
  if (!apiSourceName.test(name))
    return 'A name is 2 to 40 lower-case letters, digits or hyphens, starting with a letter or digit (e.g. zapier).';
  if (reserved.has(name)) return `"${name}" is the name of one of the site's own sources; choose another.`;
  return null;
}

/** A key as staff see it once, when it is made, with the name that names its source. */
export type NewApiKey = { key: string; name: string };

/**
 * Makes a key for another tool to post leads with, and returns it this once: only its sha256 is kept,
 * so a copy of the database does not let anyone post leads.
 */
export async function createApiKey(name: string, createdById: string | null): Promise<{ id: string; key: string }> {
  const problem = apiKeyNameProblem(name);
  if (problem) throw new Error(problem);
  const key = `nsk_${name}_${randomBytes(24).toString('base64url')}`;
  const prisma = await db();
  const row = await prisma.intakeApiKey.create({
    data: { name, keyHash: hashOf(key), prefix: key.slice(0, name.length + 9), createdById },
  });
  return { id: row.id, key };
}

/** Every key, newest first, with when it was last used; revoked keys too, so staff see what was. */
export async function listApiKeys() {
  const prisma = await db();
  return prisma.intakeApiKey.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: {
      id: true,
      name: true,
      prefix: true,
      createdAt: true,
      lastUsedAt: true,
      revokedAt: true,
      createdBy: { select: { name: true } },
    },
  });
}

/** Revokes a key: it is refused from the next request on. False when there is no such live key. */
export async function revokeApiKey(id: string, now = new Date()): Promise<boolean> {
  const prisma = await db();
  const { count } = await prisma.intakeApiKey.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: now } });
  return count === 1;
}

/** The live key a request's `Authorization: Bearer <key>` names, for the source in its URL; null for any other. */
export async function keyForRequest(
  authorization: string | null,
  source: string,
  now = new Date(),
): Promise<{ id: string; name: string } | null> {
  const match = /^Bearer\s+(\S{10,200})$/i.exec(authorization?.trim() ?? '');
  if (!match?.[1]) return null;
  const prisma = await db();
  const row = await prisma.intakeApiKey.findUnique({
    where: { keyHash: hashOf(match[1]) },
    select: { id: true, name: true, revokedAt: true, lastUsedAt: true },
  });
  if (!row || row.revokedAt || row.name !== source) return null;
  // A minute's precision is enough for "last used", and spares a write on every lead of a busy tool.
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await prisma.intakeApiKey.update({ where: { id: row.id }, data: { lastUsedAt: now } });
  }
  return { id: row.id, name: row.name };
}
