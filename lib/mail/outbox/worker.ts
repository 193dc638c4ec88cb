import { privacyLinkUrl } from '@/lib/compliance/consent/privacy-link';
import { cameFromOf } from '@/lib/intake/attribution/stored-touches';
import { advisorNoticeMail } from '@/lib/mail/templates/advisor-notice';
import { buyerConfirmation } from '@/lib/mail/templates/buyer-confirmation';
import { careersEmail } from '@/lib/mail/templates/job-application';
import { leadEmail } from '@/lib/mail/templates/new-lead';
import { env, type Env } from '@/lib/platform/env';
import { pollingLoop } from '@/lib/platform/process/polling-loop';
import { vapidKeys } from '@/lib/platform/security/vapid-keys';
import { site } from '@/lib/site/config';
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import 'server-only';
import type { Channel } from './channels';
import { webhookBody } from './messages';
import { preparedNoticeEmail, preparedWebhookBody } from './prepared';
import { preparedPush, sendPush, SubscriptionGoneError } from './push';
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
): Promise<void> {
  const siteUrl = settings.SITE_URL;
  if (delivery.channel === 'push') return deliverPush(delivery, settings, now, deadline);
  if (delivery.channel === 'notice-email') {
    if (!settings.SMTP_URL || !settings.LEAD_EMAIL_FROM) throw new DeliveryError('e-mail is not configured');
    const prepared = preparedNoticeEmail(delivery.payload);
    const message = 'notice' in prepared ? await advisorNoticeMail(prepared.notice.to, prepared.notice.notice) : prepared.message;
    return sendMail(settings.SMTP_URL, settings.LEAD_EMAIL_FROM, message, deadline);
  }
  if (delivery.channel === 'event-webhook') {
    if (!settings.LEAD_WEBHOOK_URL || !settings.LEAD_WEBHOOK_SECRET) throw new DeliveryError('the webhook is not configured');
    return postWebhook(settings.LEAD_WEBHOOK_URL, settings.LEAD_WEBHOOK_SECRET, delivery.id, preparedWebhookBody(delivery.payload), now);
  }
  if (delivery.channel === 'careers-email') {
    const application = records.applications.get(delivery.applicationId ?? '');
    if (!application) throw new DeliveryError('the job application no longer exists');
    if (!settings.SMTP_URL || !settings.LEAD_EMAIL_FROM || !settings.CAREERS_EMAIL_TO)
      throw new DeliveryError('careers e-mail is not configured');
    return sendMail(
      settings.SMTP_URL,
      settings.LEAD_EMAIL_FROM,
      await careersEmail(application, { to: settings.CAREERS_EMAIL_TO }),
      deadline,
    );
  }
  const lead = records.leads.get(delivery.leadId ?? '');
  if (!lead) throw new DeliveryError('the lead no longer exists');
  if (delivery.channel === 'webhook') {
    if (!settings.LEAD_WEBHOOK_URL || !settings.LEAD_WEBHOOK_SECRET) throw new DeliveryError('the webhook is not configured');
    return postWebhook(settings.LEAD_WEBHOOK_URL, settings.LEAD_WEBHOOK_SECRET, delivery.id, webhookBody(lead), now);
  }
  if (!settings.SMTP_URL || !settings.LEAD_EMAIL_FROM) throw new DeliveryError('e-mail is not configured');
  const message = await (delivery.channel === 'buyer-email'
    ? buyerConfirmation(lead, { siteUrl, privacyLink: privacyLinkUrl(lead.id, siteUrl, now) })
    : leadEmail(lead, { siteUrl, to: settings.LEAD_EMAIL_TO ?? '', cameFrom: cameFromOf(lead) }));
  return sendMail(settings.SMTP_URL, settings.LEAD_EMAIL_FROM, message, deadline);
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
      await deliver(delivery, records, settings(), now(), deadline);
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
