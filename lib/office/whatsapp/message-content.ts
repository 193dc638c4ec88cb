import type { InboundMessage } from '@/lib/intake/sources/whatsapp/payload';

/** What a message shows in the thread: its kind, its words, what else it carries (as JSON) and the media to fetch. */
export type MessageContent = { kind: string; body: string | null; detail: string | null; mediaId: string | null };

const MEDIA_KINDS = ['image', 'document', 'audio', 'video', 'sticker'] as const;
const clip = (value: string | null | undefined, max = 4096) => (value?.trim() ? value.trim().slice(0, max) : null);
const json = (value: Record<string, unknown>) => JSON.stringify(Object.fromEntries(Object.entries(value).filter(([, v]) => v != null)));

/**
 * Reads one inbound message of any type Meta sends into the thread's columns: text, a media file with its caption
 * (fetched later by its id), a location, shared contacts, a reply button or list row, a template's quick reply, a
 * reaction to an earlier message; a type this build does not know, or one WhatsApp could not pass on ("unsupported"),
 * is kept with what Meta said about it.
 */
export function contentOf(message: InboundMessage): MessageContent {
  const replyTo = message.context?.id ? { replyTo: message.context.id } : {};
  switch (message.type) {
    case 'text':
      return { kind: 'text', body: clip(message.text?.body), detail: message.context?.id ? json(replyTo) : null, mediaId: null };
    case 'location': {
      const place = message.location;
      return {
        kind: 'location',
        body: clip([place?.name, place?.address].filter(Boolean).join(', ')) ?? (place ? `${place.latitude}, ${place.longitude}` : null),
        detail: place
          ? json({ latitude: place.latitude, longitude: place.longitude, name: place.name, address: place.address, url: place.url })
          : null,
        mediaId: null,
      };
    }
    case 'contacts': {
      const contacts = (message.contacts ?? []).map((contact) => ({
        name: contact.name?.formatted_name ?? [contact.name?.first_name, contact.name?.last_name].filter(Boolean).join(' '),
        phones: (contact.phones ?? []).map((phone) => phone.phone ?? phone.wa_id).filter(Boolean),
        emails: (contact.emails ?? []).map((email) => email.email).filter(Boolean),
      }));
      return {
        kind: 'contacts',
        body: clip(contacts.map((contact) => [contact.name, ...contact.phones].filter(Boolean).join(' ')).join('; ')),
        detail: json({ contacts }),
        mediaId: null,
      };
    }
    case 'button':
      return {
        kind: 'button',
        body: clip(message.button?.text),
        detail: json({ payload: message.button?.payload, ...replyTo }),
        mediaId: null,
      };
    case 'interactive': {
      const reply = message.interactive?.button_reply ?? message.interactive?.list_reply;
      return {
        kind: 'interactive',
        body: clip(reply?.title),
        detail: json({
          type: message.interactive?.type,
          id: reply?.id,
          description: message.interactive?.list_reply?.description,
          ...replyTo,
        }),
        mediaId: null,
      };
    }
    case 'reaction':
      return {
        kind: 'reaction',
        body: clip(message.reaction?.emoji) ?? null,
        detail: json({ to: message.reaction?.message_id, removed: !message.reaction?.emoji }),
        mediaId: null,
      };
  }
  const mediaKind = MEDIA_KINDS.find((kind) => kind === message.type);
  const media = mediaKind ? message[mediaKind] : undefined;
  if (mediaKind && media) {
    return {
      kind: mediaKind,
      body: clip(media.caption),
      detail: json({
        fileName: media.filename?.slice(0, 200),
        declaredType: media.mime_type,
        voice: mediaKind === 'audio' ? message.audio?.voice : undefined,
        ...replyTo,
      }),
      mediaId: media.id,
    };
  }
  const error = message.errors?.[0];
  return {
    kind: 'unsupported',
    body: null,
    detail: json({ type: message.type, error: error ? `${error.code ?? ''} ${error.title ?? error.message ?? ''}`.trim() : undefined }),
    mediaId: null,
  };
}

/** The words a notice or the desk shows for a message: its text, or what it is. */
export function messagePreview(content: { kind: string; body: string | null }): string {
  const labels: Record<string, string> = {
    image: 'Photo',
    document: 'Document',
    audio: 'Voice or audio message',
    video: 'Video',
    sticker: 'Sticker',
    location: 'Location',
    contacts: 'Contact card',
    reaction: 'Reaction',
    unsupported: 'A message WhatsApp could not show here',
  };
  const label = labels[content.kind];
  if (label && content.body) return `${label}: ${content.body}`;
  return content.body ?? label ?? 'Message';
}

const STOP_WORDS = new Set(['stop', 'unsubscribe', 'रोकें', 'रोके', 'बंद करें']);

/** "STOP" (or the Hindi "रोकें"), alone in a message, withdraws marketing consent. */
export function isStopRequest(content: { kind: string; body: string | null }): boolean {
  if (content.kind !== 'text' && content.kind !== 'button' && content.kind !== 'interactive') return false;
  const words = (content.body ?? '')
    .normalize('NFC')
    .trim()
    .replace(/[.!।\s]+$/u, '')
    .toLowerCase();
  return STOP_WORDS.has(words);
}
