import { db } from '@/lib/platform/db';
import { isUniqueViolation } from '@/lib/platform/db/unique-violation';
import { tokenHash } from '@/lib/platform/security/link-tokens';
import 'server-only';
import type { PrivacyChoice } from './store';

const linkUseId = (token: string, choice: PrivacyChoice) => tokenHash(`${choice}:${token}`);

/**
 * Claims this link's one use for `choice`: true for exactly one of any number of posts, racing or replayed
 * (the row's id is unique); false when the link already made this choice. Only a hash is stored, so the table
 * opens no link.
 */
export async function claimLinkUse(token: string, choice: PrivacyChoice): Promise<boolean> {
  try {
    await (await db()).privacyLinkUse.create({ data: { id: linkUseId(token, choice) } });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Gives a claim back when the choice could not be recorded, so the buyer may try again. */
export async function releaseLinkUse(token: string, choice: PrivacyChoice): Promise<void> {
  await (await db()).privacyLinkUse.deleteMany({ where: { id: linkUseId(token, choice) } });
}
