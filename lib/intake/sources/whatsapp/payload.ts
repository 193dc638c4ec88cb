import '@/lib/platform/validation/jitless';

import { z } from 'zod';

const text = z.string().max(65_536);
const optional = text.optional();

/** A media object of an inbound message: Meta's id, fetched later through the Graph API. */
const media = z.object({ id: z.string().min(1).max(100), mime_type: optional, sha256: optional, caption: optional, filename: optional });

const referral = z
  .object({
    source_url: optional,
    source_id: optional,
    source_type: optional,
    headline: optional,
    body: optional,
    media_type: optional,
    ctwa_clid: optional,
  })
  .partial();

/** One message a buyer sent, as the messages webhook describes it (each type's own object beside `type`). */
export const inboundMessageSchema = z.object({
  from: z.string().regex(/^\d{5,20}$/, "must be the sender's WhatsApp id (digits)"),
  id: z.string().min(1).max(200),
  timestamp: z.string().regex(/^\d{1,12}$/, 'must be unix seconds'),
  type: z.string().min(1).max(40),
  context: z.object({ from: optional, id: optional, forwarded: z.boolean().optional() }).partial().optional(),
  referral: referral.optional(),
  text: z.object({ body: text }).optional(),
  image: media.optional(),
  document: media.optional(),
  audio: media.extend({ voice: z.boolean().optional() }).optional(),
  video: media.optional(),
  sticker: media.extend({ animated: z.boolean().optional() }).optional(),
  location: z.object({ latitude: z.number(), longitude: z.number(), name: optional, address: optional, url: optional }).optional(),
  contacts: z
    .array(
      z.object({
        name: z.object({ formatted_name: optional, first_name: optional, last_name: optional }).partial().optional(),
        phones: z.array(z.object({ phone: optional, wa_id: optional, type: optional })).optional(),
        emails: z.array(z.object({ email: optional, type: optional })).optional(),
      }),
    )
    .optional(),
  button: z.object({ payload: optional, text: optional }).optional(),
  interactive: z
    .object({
      type: z.string(),
      button_reply: z.object({ id: text, title: text }).optional(),
      list_reply: z.object({ id: text, title: text, description: optional }).optional(),
    })
    .optional(),
  reaction: z.object({ message_id: text, emoji: optional }).optional(),
  errors: z.array(z.object({ code: z.number().optional(), title: optional, message: optional })).optional(),
});
export type InboundMessage = z.infer<typeof inboundMessageSchema>;

const metaError = z.object({
  code: z.number().optional(),
  title: optional,
  message: optional,
  error_data: z.object({ details: optional }).partial().optional(),
});
export type MetaError = z.infer<typeof metaError>;

/** A status of a message the business sent: sent, delivered, read or failed (with Meta's errors). */
export const statusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(['sent', 'delivered', 'read', 'failed', 'deleted', 'warning', 'played']),
  timestamp: z.string().regex(/^\d{1,12}$/, 'must be unix seconds'),
  recipient_id: optional,
  biz_opaque_callback_data: optional,
  errors: z.array(metaError).optional(),
});
export type MessageStatus = z.infer<typeof statusSchema>;

const contactSchema = z.object({ wa_id: optional, profile: z.object({ name: optional }).partial().optional() });

const valueSchema = z.object({
  messaging_product: z.literal('whatsapp', 'must be "whatsapp"'),
  metadata: z.object({ display_phone_number: optional, phone_number_id: z.string().regex(/^\d{1,30}$/, 'must be digits') }),
  contacts: z.array(contactSchema).optional(),
  messages: z.array(z.unknown()).optional(),
  statuses: z.array(z.unknown()).optional(),
  errors: z.array(metaError).optional(),
});

const deliverySchema = z.object({
  object: z.literal('whatsapp_business_account', 'must be "whatsapp_business_account"'),
  entry: z.array(
    z.object({ id: z.union([z.string(), z.number()]).optional(), changes: z.array(z.object({ field: z.string(), value: z.unknown() })) }),
  ),
});

/** What the intake worker is handed for one message: the message, the sender's profile name, the business number it reached. */
export type MessageEvent = { kind: 'message'; phoneNumberId: string; profileName: string | null; message: InboundMessage };
export type StatusEvent = { kind: 'status'; phoneNumberId: string; status: MessageStatus };
export type WhatsAppEvent = MessageEvent | StatusEvent;

type Parsed = { ok: true; events: WhatsAppEvent[]; errors: MetaError[] } | { ok: false; field: string; message: string };

const failure = (path: (string | number)[], issue: z.core.$ZodIssue): Parsed => ({
  ok: false,
  field: [...path, ...issue.path].join('.') || 'body',
  message: issue.message,
});

/**
 * The messages and statuses of one webhook delivery, in the order Meta wrote them, or the path of the first malformed
 * field (`entry.0.changes.0.value.messages.1.from: must be the sender's WhatsApp id (digits)`). Changes of other
 * fields (account updates, template reviews) are ignored, as are system-level `errors`, which are returned for the log.
 */
export function whatsappEventsOf(body: unknown): Parsed {
  const delivery = deliverySchema.safeParse(body);
  if (!delivery.success) return failure([], delivery.error.issues[0]!);
  const events: WhatsAppEvent[] = [];
  const errors: MetaError[] = [];
  for (const [entryIndex, entry] of delivery.data.entry.entries()) {
    for (const [changeIndex, change] of entry.changes.entries()) {
      if (change.field !== 'messages') continue;
      const at = ['entry', entryIndex, 'changes', changeIndex, 'value'];
      const value = valueSchema.safeParse(change.value);
      if (!value.success) return failure(at, value.error.issues[0]!);
      const phoneNumberId = value.data.metadata.phone_number_id;
      errors.push(...(value.data.errors ?? []));
      for (const [index, raw] of (value.data.messages ?? []).entries()) {
        const message = inboundMessageSchema.safeParse(raw);
        if (!message.success) return failure([...at, 'messages', index], message.error.issues[0]!);
        const contact = value.data.contacts?.find((candidate) => candidate.wa_id === message.data.from) ?? value.data.contacts?.[0];
        events.push({ kind: 'message', phoneNumberId, profileName: contact?.profile?.name?.trim() || null, message: message.data });
      }
      for (const [index, raw] of (value.data.statuses ?? []).entries()) {
        const status = statusSchema.safeParse(raw);
        if (!status.success) return failure([...at, 'statuses', index], status.error.issues[0]!);
        events.push({ kind: 'status', phoneNumberId, status: status.data });
      }
    }
  }
  return { ok: true, events, errors };
}

/** The intake event's key: a message once per its id, a status once per (message, status). */
export function eventKeyOf(event: WhatsAppEvent): string {
  return event.kind === 'message' ? event.message.id : `status:${event.status.id}:${event.status.status}`;
}

export const whatsappEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), phoneNumberId: z.string(), profileName: z.string().nullable(), message: inboundMessageSchema }),
  z.object({ kind: z.literal('status'), phoneNumberId: z.string(), status: statusSchema }),
]);

/** Meta's error as staff read it: "131047 Re-engagement message: More than 24 hours have passed…". */
export function describeMetaError(error: MetaError | undefined): string {
  if (!error) return 'Meta gave no reason';
  const words = [error.title, error.error_data?.details ?? (error.message !== error.title ? error.message : undefined)]
    .filter(Boolean)
    .join(': ');
  return `${error.code ?? ''} ${words || 'no reason given'}`.trim().slice(0, 500);
}
