import { pushEndpointAllowed } from '@/lib/mail/outbox/push';
import { db } from '@/lib/platform/db';
import 'server-only';
import { deviceSubscription } from './device-subscription';

export class DeviceRefusedError extends Error {}

export const UNUSABLE_SUBSCRIPTION = 'This browser gave a push subscription the site cannot use.';

const LABEL_LENGTH = 200;

/**
 * Keeps a device's subscription for the member who turned notifications on there. A device is one row (its
 * push address is unique): turned on again by the same member, it takes the keys the browser gave this time. An
 * address another member holds stays theirs: it moves only once they turn it off, so nobody can quietly take over
 * a colleague's notices (or a forged address, its notices).
 */
export async function saveDevice(staffId: string, input: unknown, label: string | null, now = new Date()): Promise<void> {
  const parsed = deviceSubscription.safeParse(input);
  if (!parsed.success || !pushEndpointAllowed(parsed.data.endpoint)) {
    throw new DeviceRefusedError(UNUSABLE_SUBSCRIPTION);
  }
  const { endpoint, keys } = parsed.data;
  const fields = { staffId, p256dh: keys.p256dh, auth: keys.auth, label: label?.slice(0, LABEL_LENGTH) || null };
  const prisma = await db();
  const holder = await prisma.pushSubscription.findUnique({ where: { endpoint }, select: { staffId: true } });
  if (holder && holder.staffId !== staffId) {
    throw new DeviceRefusedError(
      "This browser already gets another staff member's notifications: they must turn them off on this device first.",
    );
  }
  await prisma.pushSubscription.upsert({ where: { endpoint }, create: { endpoint, ...fields, createdAt: now }, update: fields });
}

/** "Turn off on this device": only the member's own device; an address that is not theirs changes nothing. */
export async function removeDevice(staffId: string, endpoint: unknown): Promise<void> {
  if (typeof endpoint !== 'string') return;
  const prisma = await db();
  await prisma.pushSubscription.deleteMany({ where: { staffId, endpoint } });
}

/** Whether the site still pushes to this device for the member (a push service may have ended it meanwhile). */
export async function deviceIsOn(staffId: string, endpoint: unknown): Promise<boolean> {
  if (typeof endpoint !== 'string') return false;
  const prisma = await db();
  return (await prisma.pushSubscription.count({ where: { staffId, endpoint } })) > 0;
}
