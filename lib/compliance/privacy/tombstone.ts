import type { Tx } from '@/lib/platform/db/tx';
import { purposeKey } from '@/lib/platform/security/app-secret';
import { createHmac } from 'node:crypto';
import 'server-only';

/** The tombstone's name for a phone key: an HMAC, so the table holds no phone number. */
export function tombstoneHash(phoneKey: string): string {
  return createHmac('sha256', purposeKey('erasure-tombstone')).update(phoneKey).digest('base64url');
}

/** When this phone's history was last erased, or null: nothing from before it may be joined to a new enquiry. */
export async function lastErasureOf(tx: Tx, phoneKey: string): Promise<Date | null> {
  const row = await tx.erasureTombstone.findFirst({
    where: { phoneHash: tombstoneHash(phoneKey) },
    orderBy: { erasedAt: 'desc' },
    select: { erasedAt: true },
  });
  return row?.erasedAt ?? null;
}
