import 'server-only';
import nodemailer from 'nodemailer';
import { Webhook } from 'standardwebhooks';
import type { MailMessage } from './messages';

const SMTP_TIMEOUT_MS = 15_000;
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** A delivery that did not go through, with a short reason for the staff page ("connection refused"). */
export class DeliveryError extends Error {}

/** A transport for SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for TLS from the start), with bounded waits. */
function mailTransport(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
}

function reasonOf(error: unknown): string {
  const failure = error as { code?: string; responseCode?: number; response?: string; message?: string; name?: string };
  // nodemailer wraps socket errors (code ESOCKET), keeping the cause in the message.
  if (failure.code === 'ECONNREFUSED' || /ECONNREFUSED/.test(failure.message ?? '')) return 'connection refused';
  if (failure.code === 'ETIMEDOUT' || failure.name === 'TimeoutError') return 'timed out';
  if (failure.code === 'ENOTFOUND') return 'mail server not found';
  if (failure.responseCode) return `SMTP ${failure.responseCode} ${String(failure.response ?? '').slice(0, 120)}`.trim();
  return String(failure.message ?? error).split('\n')[0]?.slice(0, 160) ?? 'unknown error';
}

export async function sendMail(smtpUrl: string, from: string, message: MailMessage): Promise<void> {
  const transport = mailTransport(smtpUrl);
  try {
    await transport.sendMail({ from, ...message });
  } catch (error) {
    throw new DeliveryError(reasonOf(error));
  } finally {
    transport.close();
  }
}

/** Whether the mail server answers (connects and greets; nothing is sent). */
export async function mailServerAnswers(smtpUrl: string): Promise<boolean> {
  const transport = mailTransport(smtpUrl);
  try {
    return await transport.verify();
  } catch {
    return false;
  } finally {
    transport.close();
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
