import '@/lib/platform/validation/jitless';

import type { MailMessage } from '@/lib/mail/message';
import { z } from 'zod';
import { newDeliveryId } from './enqueue';
import { DeliveryError } from './senders';

/**
 * Deliveries whose message is written when they are queued, not rendered from a lead at send time:
 * staff invitations and password resets (their one-time link exists only at that moment), privacy
 * verifications and erasure warnings, and webhook events such as `lead.erased`. The caller writes
 * the row in the same transaction as the record it follows from: `tx.delivery.create({ data: row })`.
 */
export type PreparedRow = {
  id: string;
  channel: 'notice-email' | 'event-webhook';
  payload: string;
  linkExpiresAt?: Date;
  createdAt?: Date;
  nextAttemptAt?: Date;
};

const mailPayload = z.object({
  to: z.email(),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string(),
  replyTo: z.email().optional(),
});

/**
 * An e-mail to one person, sent through the outbox (retried, durable); its text is dropped once sent, or once it
 * fails for good. A mail carrying a one-time link names when the link expires (`linkExpiresAt`): its text is
 * dropped then too, and a mail still unsent is given up, since its link would no longer work.
 */
export function preparedMailRow(
  message: MailMessage,
  { linkExpiresAt, queuedAt }: { linkExpiresAt?: Date; queuedAt?: Date } = {},
): PreparedRow {
  return {
    id: newDeliveryId(),
    channel: 'notice-email',
    payload: JSON.stringify(mailPayload.parse(message)),
    ...(linkExpiresAt && { linkExpiresAt }),
    // Queued on the caller's clock, the one its link's expiry was computed on.
    ...(queuedAt && { createdAt: queuedAt, nextAttemptAt: queuedAt }),
  };
}

const staffNoticePayload = z.object({
  notice: z.object({ title: z.string().min(1), body: z.string(), path: z.string().startsWith('/admin/'), tag: z.string().min(1) }),
  to: z.email(),
});
export type StaffNoticeData = z.infer<typeof staffNoticePayload>;

/**
 * A notice e-mail to a member of staff queued as its data (their address and the notice's words), rendered by the
 * outbox worker when it sends it: rendering a React mail takes tens of milliseconds, too long to spend inside the
 * transaction that assigns a lead while it holds the rule's lock.
 */
export function preparedStaffNoticeRow(data: StaffNoticeData, queuedAt: Date): PreparedRow {
  return {
    id: newDeliveryId(),
    channel: 'notice-email',
    payload: JSON.stringify(staffNoticePayload.parse(data)),
    createdAt: queuedAt,
    nextAttemptAt: queuedAt,
  };
}

/** A queued notice-email row: a staff notice's data to render, or a message written when it was queued. */
export function preparedNoticeEmail(payload: string | null): { notice: StaffNoticeData } | { message: MailMessage } {
  const data = payload ? JSON.parse(payload) : null;
  const notice = staffNoticePayload.safeParse(data);
  if (notice.success) return { notice: notice.data };
  return { message: preparedMessage(payload) };
}

/** A Standard Webhooks event (`{ type, timestamp, data }`) for the CRM, signed and retried like a lead's. */
export function preparedWebhookRow(type: string, data: Record<string, unknown>, now = new Date()): PreparedRow {
  return { id: newDeliveryId(), channel: 'event-webhook', payload: JSON.stringify({ type, timestamp: now.toISOString(), data }) };
}

export function preparedMessage(payload: string | null): MailMessage {
  const parsed = mailPayload.safeParse(payload ? JSON.parse(payload) : null);
  if (!parsed.success) throw new DeliveryError('the prepared message is missing or malformed');
  return parsed.data;
}

export function preparedWebhookBody(payload: string | null): string {
  if (!payload) throw new DeliveryError('the prepared event is missing');
  return payload;
}
