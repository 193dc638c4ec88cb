import '@/lib/platform/validation/jitless';

import { env, type Env } from '@/lib/platform/env';
import 'server-only';
import webpush from 'web-push';
import { z } from 'zod';
import { newDeliveryId } from './enqueue';
import { pushAddressAllowed } from './push-services';
import { DeliveryError, FinalDeliveryError } from './senders';

export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a notification for a phone that is off: a lead's alert is stale after a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** What the service worker shows (lib/site/offline/service-worker.ts): `url` is a staff page's path. */
const pushMessage = z.object({ title: z.string().min(1), body: z.string(), url: z.string().startsWith('/admin/'), tag: z.string().min(1) });
export type PushMessage = z.infer<typeof pushMessage>;
const pushPayload = z.object({ subscriptionId: z.string().min(1), message: pushMessage });

export type PushRow = { id: string; channel: 'push'; payload: string; leadId: string };

/**
 * One push to one device, for the caller to write in the same transaction as the change it announces. It names
 * the subscription rather than copying its keys, so a device turned off meanwhile is never pushed to. The
 * lead's id ties the row to the lead: its page shows the delivery, and erasing the lead erases it.
 */
export function preparedPushRow(subscriptionId: string, leadId: string, message: PushMessage): PushRow {
  return { id: newDeliveryId(), channel: 'push', leadId, payload: JSON.stringify(pushPayload.parse({ subscriptionId, message })) };
}

export function preparedPush(payload: string | null): z.infer<typeof pushPayload> {
  const parsed = pushPayload.safeParse(payload ? JSON.parse(payload) : null);
  if (!parsed.success) throw new FinalDeliveryError('the prepared notification is missing or malformed');
  return parsed.data;
}

export type DeviceSubscription = { endpoint: string; p256dh: string; auth: string };
export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/**
 * The device's subscription is of no use for good: its push service dropped it (404 or 410), or its address is no
 * browser push service's (stored before the list, lib/mail/outbox/push-services.ts). The worker removes the device.
 */
export class SubscriptionGoneError extends FinalDeliveryError {}

/** Whether a device's push address may be posted to (lib/mail/outbox/push-services.ts), under this site's settings. */
export function pushEndpointAllowed(endpoint: string, settings: Pick<Env, 'PUSH_LOOPBACK_FOR_TESTS'> = env()): boolean {
  return pushAddressAllowed(endpoint, { loopbackAllowed: settings.PUSH_LOOPBACK_FOR_TESTS === '1' });
}

/** What staff read on the lead page when a push did not go through: what they can act on, never the network's detail. */
export const UNREACHABLE_DEVICE = 'the device could not be reached; it will be tried again';

/**
 * Sends one notification (RFC 8291 aes128gcm, encrypted to the device's keys, with a VAPID Authorization header
 * made by `web-push`) to the address the device's push service gave. Posted with fetch rather than web-push's own
 * https client, so the deadline, redirects and the answer are handled as the webhook's are. A 201 (or any 2xx)
 * is delivered; 404 and 410 mean the subscription is gone; anything else is retried.
 */
export async function sendPush(
  subscription: DeviceSubscription,
  message: PushMessage,
  vapid: VapidDetails,
  deadline: AbortSignal,
  settings: Pick<Env, 'PUSH_LOOPBACK_FOR_TESTS'> = env(),
): Promise<void> {
  if (!pushEndpointAllowed(subscription.endpoint, settings))
    throw new SubscriptionGoneError('the device gave a push address that is not a browser push service, so it was removed');
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, urgency: 'high', contentEncoding: 'aes128gcm' },
  );
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: 'POST',
      headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.any([deadline, AbortSignal.timeout(PUSH_TIMEOUT_MS)]),
    });
  } catch (error) {
    // The network's detail (refused, reset, timed out) stays in the server's log: on the lead page it would tell
    // which addresses answer.
    console.warn(
      `Push to ${new URL(subscription.endpoint).host} failed:`,
      (error as Error).message,
      (error as { cause?: unknown }).cause ?? '',
    );
    throw new DeliveryError(UNREACHABLE_DEVICE);
  }
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) {
    throw new SubscriptionGoneError(`HTTP ${response.status}: the device's subscription has ended, so it was removed`);
  }
  if (response.status < 200 || response.status > 299) {
    // A redirect is never followed (redirect: 'manual'): a push service answers its own address, nothing else.
    console.warn(`Push to ${new URL(subscription.endpoint).host} answered HTTP ${response.status}`);
    throw new DeliveryError(UNREACHABLE_DEVICE);
  }
}
