import type { MailMessage } from '@/lib/mail/message';
import 'server-only';
import { Webhook } from 'standardwebhooks';
import { mailTransport } from './mail-transport';

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** A delivery that did not go through, with a short reason for the staff page ("connection refused"). */
export class DeliveryError extends Error {}

/** A delivery that no retry can help (the device's subscription is gone): it is marked failed at once. */
export class FinalDeliveryError extends DeliveryError {}

function reasonOf(error: unknown): string {
  const failure = error as { code?: string; responseCode?: number; response?: string; message?: string; name?: string };
  // nodemailer wraps socket errors (code ESOCKET), keeping the cause in the message.
  if (failure.code === 'ECONNREFUSED' || /ECONNREFUSED/.test(failure.message ?? '')) return 'connection refused';
  if (failure.code === 'ETIMEDOUT' || failure.name === 'TimeoutError' || failure.code === 'EABORT') return 'timed out';
  if (failure.code === 'ENOTFOUND') return 'mail server not found';
  if (failure.responseCode) return `SMTP ${failure.responseCode} ${String(failure.response ?? '').slice(0, 120)}`.trim();
  return (
    String(failure.message ?? error)
      .split('\n')[0]
      ?.slice(0, 160) ?? 'unknown error'
  );
}

/**
 * Sends through the process's pooled transport, where a batch waits its turn for one of a few
 * connections. `deadline` ends the wait and the send (as 'timed out'): against a server that never
 * answers, each queued message would otherwise wait out its own connection timeout in turn.
 */
export async function sendMail(smtpUrl: string, from: string, message: MailMessage, deadline: AbortSignal): Promise<void> {
  try {
    await mailTransport(smtpUrl).sendMail({ from, ...message, signal: deadline });
  } catch (error) {
    throw new DeliveryError(reasonOf(error));
  }
}

/** Whether the mail server answers (connects and greets on a connection of its own; nothing is sent). */
export async function mailServerAnswers(smtpUrl: string): Promise<boolean> {
  try {
    return await mailTransport(smtpUrl).verify();
  } catch {
    return false;
  }
}

/**
 * POSTs a Standard Webhooks 1.0 delivery: `webhook-id` (the delivery's id, the same on every retry),
 * `webhook-timestamp` and `webhook-signature`, signed with the `standardwebhooks` package. A 2xx
 * within 10 s is delivered; anything else is retried.
 */
export async function postWebhook(url: string, secret: string, id: string, body: string, now: Date): Promise<void> {
  const signature = new Webhook(secret).sign(id, now, body);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    throw new DeliveryError(
      (error as { name?: string }).name === 'TimeoutError' ? `timed out after ${WEBHOOK_TIMEOUT_MS / 1000} s` : reasonOf(cause),
    );
  }
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) throw new DeliveryError(`HTTP ${response.status}`);
}
