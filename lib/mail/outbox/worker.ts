import { advisorNoticeMail } from '@/lib/mail/templates/advisor-notice';
import { env, type Env } from '@/lib/platform/env';
import { pollingLoop } from '@/lib/platform/process/polling-loop';
import { vapidKeys } from '@/lib/platform/security/vapid-keys';
import { site } from '@/lib/site/config';
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import 'server-only';
import type { Channel } from './channels';
import { preparedNoticeEmail, preparedWebhookBody } from './prepared';
import { preparedPush, sendPush, SubscriptionGoneError } from './push';
import { unregisteredChannelError, type ChannelRenderer, type RecordRenderers } from './renderers';
import { DeliveryError, FinalDeliveryError, mailServerAnswers, postWebhook, sendMail } from './senders';
import {
  claimPendingDeliveries,
  dropExpiredLinkMail,
  hasBacklog,
  markAttemptFailed,
  markDelivered,
  markFailedForGood,
  pushSubscriptionById,
  recordPushSuccess,
  recordsOf,
  releaseBacklog,
  removePushSubscription,
  type ClaimedDelivery,
  type DeliveryRecords,
} from './store';

const MAIL_CHANNELS: Channel[] = ['lead-email', 'buyer-email', 'careers-email', 'notice-email'];

export type WorkerOptions = {
  /** How often to look for due deliveries when nobody calls wake(). */
  pollMs?: number;
  /** How often to ask the mail server whether it is back, while mail is waiting on the schedule. */
  probeMs?: number;
  leaseMs?: number;
  batchSize?: number;
  now?: () => Date;
  settings?: () => Env;
  /**
   * How the channels rendered from another wing's records (a lead, a job application) become a mail or a webhook
   * body, from their owner (lib/intake/outbox/renderers.ts). A delivery of a channel left out fails, and is retried.
   */
  renderers?: RecordRenderers;
};

/** The outbox's own channels, whose message was written when they were queued (prepared.ts). */
const preparedRenderers: Record<'notice-email' | 'event-webhook', ChannelRenderer> = {
  'notice-email': async ({ delivery }) => {
    const prepared = preparedNoticeEmail(delivery.payload);
    return { mail: 'notice' in prepared ? await advisorNoticeMail(prepared.notice.to, prepared.notice.notice) : prepared.message };
  },
  'event-webhook': async ({ delivery }) => ({ webhookBody: preparedWebhookBody(delivery.payload) }),
};

/**
 * Pushes a notification to one device. A device turned off since the push was queued ends the delivery; one
 * its push service no longer knows (404/410) is removed, so no later notice is queued for it.
 */
async function deliverPush(delivery: ClaimedDelivery, settings: Env, now: Date, deadline: AbortSignal): Promise<void> {
  const { subscriptionId, message } = preparedPush(delivery.payload);
  const keys = vapidKeys(settings);
  if (!keys) throw new DeliveryError('push is not configured (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT)');
  const subscription = await pushSubscriptionById(subscriptionId);
  if (!subscription) throw new FinalDeliveryError('the device has turned notifications off');
  const vapid = { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: keys.subject ?? `mailto:${site.email}` };
  try {
    await sendPush(subscription, message, vapid, deadline, settings);
  } catch (error) {
    if (error instanceof SubscriptionGoneError) await removePushSubscription(subscription.id);
    throw error;
  }
  await recordPushSuccess(subscription.id, now);
}

/** Sends one claimed delivery; throws DeliveryError (or anything else) when it did not go through. */
async function deliver(
  delivery: ClaimedDelivery,
  records: DeliveryRecords,
  settings: Env,
  now: Date,
  deadline: AbortSignal,
  renderers: RecordRenderers,
): Promise<void> {
  if (delivery.channel === 'push') return deliverPush(delivery, settings, now, deadline);
  const channel = delivery.channel;
  const render = channel === 'notice-email' || channel === 'event-webhook' ? preparedRenderers[channel] : renderers[channel];
  if (!render) {
    // A process started without its owner's renderers: loud in the log, and the delivery waits for a fixed start.
    console.error(`Outbox: ${unregisteredChannelError(channel)}; delivery ${delivery.id} is kept for a retry`);
    throw new DeliveryError(unregisteredChannelError(channel));
  }
  const rendered = await render({ delivery, records, settings, now });
  if ('send' in rendered) return rendered.send(deadline);
  if ('webhookBody' in rendered) {
    if (!settings.LEAD_WEBHOOK_URL || !settings.LEAD_WEBHOOK_SECRET) throw new DeliveryError('the webhook is not configured');
    return postWebhook(settings.LEAD_WEBHOOK_URL, settings.LEAD_WEBHOOK_SECRET, delivery.id, rendered.webhookBody, now);
  }
  if (!settings.SMTP_URL || !settings.LEAD_EMAIL_FROM) throw new DeliveryError('e-mail is not configured');
  return sendMail(settings.SMTP_URL, settings.LEAD_EMAIL_FROM, rendered.mail, deadline);
}

/**
 * The outbox worker of one server process. It claims due deliveries (so no other worker sends
 * them), sends them, and records the outcome: delivered, or the next try on the backoff schedule.
 * A success on a channel, or the mail server answering a probe, makes that channel's waiting
 * deliveries due at once, so an outage ends with its backlog delivered within seconds rather than
 * at the next backoff step. It never throws: a failure is a row's state, not a crash.
 */
export function createOutboxWorker(options: WorkerOptions = {}) {
  const { pollMs = 5_000, probeMs = 30_000, leaseMs = 120_000, batchSize = 50 } = options;
  const now = options.now ?? (() => new Date());
  const settings = options.settings ?? env;
  const renderers = options.renderers ?? {};
  let lastProbe = 0;

  async function probeMail(at: Date) {
    const smtp = settings().SMTP_URL;
    if (!smtp || at.getTime() - lastProbe < probeMs || !(await hasBacklog(MAIL_CHANNELS, at))) return;
    lastProbe = at.getTime();
    if (await mailServerAnswers(smtp)) await releaseBacklog(MAIL_CHANNELS, at);
  }

  /** Sends one delivery and records the outcome; true when it went through. */
  async function sendOne(delivery: ClaimedDelivery, token: string, records: DeliveryRecords, deadline: AbortSignal): Promise<boolean> {
    try {
      await deliver(delivery, records, settings(), now(), deadline, renderers);
      await markDelivered(delivery, token, now());
      return true;
    } catch (error) {
      const reason = error instanceof DeliveryError ? error.message : String((error as Error)?.message ?? error).slice(0, 160);
      if (error instanceof FinalDeliveryError) await markFailedForGood(delivery, token, reason);
      else await markAttemptFailed(delivery, token, reason, now());
      return false;
    }
  }

  // Few queries per delivery: the worker shares the process's one SQLite connection with the
  // requests that store enquiries, and under a burst of them every query waits its turn.
  async function sendBatch(batch: ClaimedDelivery[], token: string) {
    const records = await recordsOf(batch);
    // Mail queues for a few pooled connections; what is not sent by half the claim's lease is
    // given up, so the claim cannot run out (and another worker send the row too) mid-batch.
    const deadline = AbortSignal.timeout(leaseMs / 2);
    setMaxListeners(batch.length, deadline); // one per message of the batch, not a leak
    const sent = await Promise.all(batch.map((delivery) => sendOne(delivery, token, records, deadline)));
    const working = new Set(batch.filter((_, index) => sent[index]).map((delivery) => delivery.channel));
    if (working.has('webhook') || working.has('event-webhook')) await releaseBacklog(['webhook', 'event-webhook'], now());
    if (MAIL_CHANNELS.some((channel) => working.has(channel))) await releaseBacklog(MAIL_CHANNELS, now());
  }

  /**
   * One pass: drop the mails whose link has expired, probe the mail server if mail is waiting, then send
   * everything due, batch by batch.
   */
  async function runOnce(): Promise<void> {
    try {
      await dropExpiredLinkMail(now());
      await probeMail(now());
      for (;;) {
        const token = randomUUID();
        const batch = await claimPendingDeliveries(token, { limit: batchSize, now: now(), leaseMs });
        if (batch.length === 0) break;
        await sendBatch(batch, token);
        if (loop.stopping()) break;
      }
    } catch (error) {
      console.error('Outbox: a pass failed; it runs again at the next poll', error);
    }
  }

  const loop = pollingLoop(runOnce, pollMs);

  return { wake: loop.wake, runOnce, start: loop.start, stop: loop.stop };
}
