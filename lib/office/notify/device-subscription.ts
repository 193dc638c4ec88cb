import '@/lib/platform/validation/jitless';

import type { ActionResult } from '@/lib/office/staff/action-result';
import { z } from 'zod';

const base64urlBytes = (bytes: number) =>
  z
    .string()
    .max(200)
    .refine(
      (value) => /^[A-Za-z0-9_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64url').length === bytes,
      `must be ${bytes} bytes of base64url`,
    );

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it, checked where the device posts it
 * (app/(staff)/admin/account/actions.ts): the push service's address, the P-256 key (65 bytes) and auth secret (16).
 */
export const deviceSubscription = z.object({
  endpoint: z.string().url().max(2048),
  keys: z.object({ p256dh: base64urlBytes(65), auth: base64urlBytes(16) }),
});
export type DeviceSubscriptionInput = z.infer<typeof deviceSubscription>;

export type DeviceOutcome = ActionResult;

/** The server actions "Notify me on this device" calls (app/(staff)/admin/account/actions.ts), handed to it by the page. */
export type DeviceActions = {
  turnOn: (subscription: unknown) => Promise<DeviceOutcome>;
  turnOff: (endpoint: unknown) => Promise<DeviceOutcome>;
  isOn: (endpoint: unknown) => Promise<boolean>;
};
