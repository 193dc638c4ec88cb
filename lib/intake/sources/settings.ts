import { recordAccess } from '@/lib/compliance/access-log/store';
import { db } from '@/lib/platform/db';
import { env, envSchema, type Env } from '@/lib/platform/env';
import { forget, remember } from '@/lib/platform/process/remember';
import { seal, unseal } from '@/lib/platform/security/seal';
import 'server-only';

/** The lead sources' settings an admin may enter on /admin/sources instead of the server's environment. */
export const sourceSettingNames = [
  'META_APP_SECRET',
  'META_VERIFY_TOKEN',
  'META_GRAPH_TOKEN',
  'GOOGLE_LEAD_KEY',
  'PORTAL_IMAP_URL',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_BUSINESS_ACCOUNT_ID',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;
export type SourceSettingName = (typeof sourceSettingNames)[number];

/** Where a setting's value comes from, as /admin/sources shows it: never the value, only its last four characters. */
export type SettingOrigin = { name: SourceSettingName; from: 'environment' | 'saved' | 'unset'; last4: string | null };

const SEAL_PURPOSE = 'source-settings';
const CACHE_SLOT = 'source-settings';
/** How long an instance keeps what it read: a change made on another instance is taken within this. */
export const SETTINGS_CACHE_MS = 3_000;

type Saved = Partial<Record<SourceSettingName, { value: string; last4: string }>>;
type Cache = { readAt: number; saved: Promise<Saved> } | undefined;

const lastFour = (value: string) => value.slice(-4);

async function readSaved(): Promise<Saved> {
  const prisma = await db();
  const rows = await prisma.sourceSetting.findMany();
  const saved: Saved = {};
  for (const row of rows) {
    if (!(sourceSettingNames as readonly string[]).includes(row.name)) continue;
    try {
      saved[row.name as SourceSettingName] = { value: unseal(SEAL_PURPOSE, row.sealed), last4: row.last4 };
    } catch {
      // Sealed under another APP_SECRET: unusable, shown as unset until an admin enters it again.
      console.error(`Lead source settings: ${row.name} cannot be unsealed with this APP_SECRET; enter it again on /admin/sources`);
    }
  }
  return saved;
}

function savedSettings(now = Date.now()): Promise<Saved> {
  const box = remember<{ cache: Cache }>(CACHE_SLOT, () => ({ cache: undefined }));
  if (!box.cache || now - box.cache.readAt >= SETTINGS_CACHE_MS) {
    const saved = readSaved();
    box.cache = { readAt: now, saved };
    // A failed read is not kept: the next caller reads again.
    saved.catch(() => box.cache?.saved === saved && (box.cache = undefined));
  }
  return box.cache.saved;
}

/** The server's settings with each lead source setting the environment leaves unset taken from what an admin saved. */
export async function sourceSettings(settings: Env = env()): Promise<Env> {
  const saved = await savedSettings();
  const merged: Env = { ...settings };
  for (const name of sourceSettingNames) merged[name] ??= saved[name]?.value;
  return merged;
}

/** Each setting's origin: the environment wins when set, then what an admin saved. */
export async function sourceSettingOrigins(settings: Env = env()): Promise<SettingOrigin[]> {
  const saved = await savedSettings();
  return sourceSettingNames.map((name) => {
    const fromEnv = settings[name];
    if (fromEnv !== undefined) return { name, from: 'environment', last4: lastFour(fromEnv) };
    const stored = saved[name];
    return stored ? { name, from: 'saved', last4: stored.last4 } : { name, from: 'unset', last4: null };
  });
}

export type SaveOutcome = { ok: true; saved: SourceSettingName[] } | { ok: false; problems: Partial<Record<SourceSettingName, string>> };

/**
 * Saves the settings an admin entered (an empty field keeps what is there), each checked as the environment
 * variable of the same name would be, sealed with APP_SECRET, and each change written to the access log.
 */
export async function saveSourceSettings(
  values: Partial<Record<SourceSettingName, string>>,
  by: { actorId: string; address: string },
  now = new Date(),
): Promise<SaveOutcome> {
  const entered = sourceSettingNames.filter((name) => (values[name] ?? '').trim() !== '');
  const problems: Partial<Record<SourceSettingName, string>> = {};
  for (const name of entered) {
    const parsed = envSchema.shape[name].safeParse(values[name]!.trim());
    if (!parsed.success) problems[name] = parsed.error.issues[0]?.message ?? 'is not valid';
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const prisma = await db();
  await prisma.$transaction(
    entered.map((name) => {
      const value = values[name]!.trim();
      const data = { sealed: seal(SEAL_PURPOSE, value), last4: lastFour(value), updatedById: by.actorId, updatedAt: now };
      return prisma.sourceSetting.upsert({ where: { name }, create: { name, ...data }, update: data });
    }),
  );
  for (const name of entered) {
    await recordAccess({ actorId: by.actorId, action: 'source-setting-change', subjectId: name, address: by.address }, now);
  }
  forget(CACHE_SLOT);
  return { ok: true, saved: entered };
}
