import { db } from '@/lib/platform/db';
import 'server-only';
import type { StaffRole } from './accounts';

const ADVISORS_KEY = 'two-factor-required-for-advisors';

/** Whether an admin has made two-factor sign-in compulsory for advisors too (it always is for admins). */
export async function advisorsNeedTwoFactor(): Promise<boolean> {
  const setting = await (await db()).staffSetting.findUnique({ where: { key: ADVISORS_KEY } });
  return setting?.value === 'true';
}

export async function setAdvisorsNeedTwoFactor(required: boolean): Promise<void> {
  const value = String(required);
  await (await db()).staffSetting.upsert({ where: { key: ADVISORS_KEY }, create: { key: ADVISORS_KEY, value }, update: { value } });
}

/** Whether a member in this role must have two-factor sign-in before reaching the staff pages. */
export async function twoFactorRequired(role: StaffRole): Promise<boolean> {
  return role === 'admin' || (await advisorsNeedTwoFactor());
}
