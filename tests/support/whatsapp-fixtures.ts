import { createHmac } from 'node:crypto';
import { wamid } from './whatsapp-stand-in';

/**
 * Messages webhook deliveries in the shapes of Meta's "messages webhook reference": one entry per WhatsApp Business
 * account, one change of field "messages" whose value names the business number (metadata) and the sender (contacts).
 */
export const BUSINESS_NUMBER_ID = '106540352242922';
export const BUSINESS_ACCOUNT_ID = '102290129340398';

type Message = Record<string, unknown> & { id?: string; from?: string; timestamp?: string };

export function messagesDelivery(
  messages: Message[],
  { profileName = 'Asha Verma', phoneNumberId = BUSINESS_NUMBER_ID }: { profileName?: string; phoneNumberId?: string } = {},
) {
  const from = messages[0]?.from ?? '919810012345';
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: BUSINESS_ACCOUNT_ID,
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '919999900000', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: profileName }, wa_id: from }],
              messages,
            },
            field: 'messages',
          },
        ],
      },
    ],
  });
}

export function statusesDelivery(statuses: Record<string, unknown>[]) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: BUSINESS_ACCOUNT_ID,
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '919999900000', phone_number_id: BUSINESS_NUMBER_ID },
              statuses,
            },
            field: 'messages',
          },
        ],
      },
    ],
  });
}

const seconds = (at: Date) => String(Math.floor(at.getTime() / 1000));

/** One message of each type, in Meta's documented shape, from `from` at `at`. */
export const message = {
  text: (from: string, body: string, at = new Date()) => ({ from, id: wamid(), timestamp: seconds(at), type: 'text', text: { body } }),
  textReply: (from: string, body: string, to: string, at = new Date()) => ({
    from,
    id: wamid(),
    timestamp: seconds(at),
    type: 'text',
    text: { body },
    context: { from: '919999900000', id: to },
  }),
  image: (from: string, mediaId: string, caption?: string, at = new Date()) => ({
    from,
    id: wamid(),
    timestamp: seconds(at),
    type: 'image',
    image: { ...(caption && { caption }), mime_type: 'image/jpeg', sha256: 'VGhpcyBpcyBub3QgYSByZWFsIGhhc2g=', id: mediaId },
  }),
  document: (from: string, mediaId: string, filename: string, mimeType = 'application/pdf', at = new Date()) => ({
    from,
    id: wamid(),
    timestamp: seconds(at),
    type: 'document',
    document: { caption: 'Payment plan', filename, mime_type: mimeType, sha256: 'c2hhMjU2', id: mediaId },
  }),
  audio: (from: string, mediaId: string, at = new Date()) => ({
    from,
    id: wamid(),
    timestamp: seconds(at),
    type: 'audio',
    audio: { mime_type: 'audio/ogg; codecs=opus', sha256: 'c2hhMjU2', id: mediaId, voice: true },
  }),
  video: (from: string, mediaId: string, at = new Date()) => ({
    from,
    id: wamid(),
    timestamp: seconds(at),
    type: 'video',
    video: { caption: 'Site walk-through', mime_type: 'video/mp4', sha256: 'c2hhMjU2', id: mediaId },
  }),
  location: (from: string, at = new Date()) => ({
    from,
    id: wamid(),
    timestamp: seconds(at),
    type: 'location',
    location: {
      address: 'Golf Course Road, Sector 54',
      latitude: 28.4326,
      longitude: 77.1036,
      name: 'Our current flat',
      url: 'https://maps.example/x',
    },
  }),
  pin: (from: string, at = new Date()) => ({
    from,
    id: wamid(),
    timestamp: seconds(at),
    type: 'location',
    location: { latitude: 28.5355, longitude: 77.391 },
  }),
  contacts: (from: string, at = new Date()) => ({
    from,
    id: wamid(),
    timestamp: seconds(at),
    type: 'contacts',
    contacts: [
      {
        name: { formatted_name: 'Rohan Verma', first_name: 'Rohan', last_name: 'Verma' },
        phones: [{ phone: '+91 98100 55555', wa_id: '919810055555', type: 'MOBILE' }],
        emails: [{ email: 'rohan@example.in', type: 'HOME' }],
      },
    ],
  }),
  button: (from: string, text: string, replyTo: string, at = new Date()) => ({
    from,
    id: wamid(),
    timestamp: seconds(at),
    type: 'button',
    context: { from: '919999900000', id: replyTo },
    button: { payload: `${text.toUpperCase().replace(/\W+/g, '_')}_PAYLOAD`, text },
  }),
  buttonReply: (from: string, id: string, title: string, replyTo: string, at = new Date()) => ({
    from,
    id: wamid(),
    timestamp: seconds(at),
    type: 'interactive',
    context: { from: '919999900000', id: replyTo },
    interactive: { type: 'button_reply', button_reply: { id, title } },
  }),
  listReply: (from: string, id: string, title: string, replyTo: string, at = new Date()) => ({
    from,
    id: wamid(),
    timestamp: seconds(at),
    type: 'interactive',
    context: { from: '919999900000', id: replyTo },
    interactive: { type: 'list_reply', list_reply: { id, title, description: 'Weekend slots' } },
  }),
  reaction: (from: string, to: string, emoji: string, at = new Date()) => ({
    from,
    id: wamid(),
    timestamp: seconds(at),
    type: 'reaction',
    reaction: { message_id: to, emoji },
  }),
  unsupported: (from: string, at = new Date()) => ({
    from,
    id: wamid(),
    timestamp: seconds(at),
    type: 'unsupported',
    errors: [
      {
        code: 131051,
        title: 'Message type unknown',
        message: 'Message type unknown',
        error_data: { details: 'Message type is currently not supported.' },
      },
    ],
  }),
  /** The first message after a tap on a Click-to-WhatsApp ad: its `referral`. */
  fromAd: (from: string, body: string, at = new Date()) => ({
    from,
    id: wamid(),
    timestamp: seconds(at),
    type: 'text',
    text: { body },
    referral: {
      source_url: 'https://fb.me/3cr4Wqqkv',
      source_id: '120226305854810726',
      source_type: 'ad',
      headline: 'Godrej Aristocrat: 3 & 4 BHK, Sector 49',
      body: 'Book a site visit this weekend',
      media_type: 'image',
      image_url: 'https://scontent.example/ad.jpg',
      ctwa_clid: 'ARAkLkA8rmlFeiCktEJQ-QTwRiyYHAFDLMNDBH0CD3qpjd0HR4irJ6LEkR7JwFF4XvnO2E4Nx0-eM-GABDLOPaOdRMv-_zfUQ2a',
    },
  }),
};

/** A status of a message we sent, as the status webhook reference writes it. */
export function status(
  id: string,
  state: 'sent' | 'delivered' | 'read' | 'failed',
  to: string,
  { callback, at = new Date() }: { callback?: string; at?: Date } = {},
) {
  return {
    id,
    status: state,
    timestamp: seconds(at),
    recipient_id: to,
    ...(callback && { biz_opaque_callback_data: callback }),
    ...(state !== 'failed' && {
      pricing: { billable: true, pricing_model: 'PMP', category: 'service', type: 'free_customer_service' },
    }),
    ...(state === 'failed' && {
      errors: [
        {
          code: 131026,
          title: 'Message undeliverable',
          message: 'Message undeliverable',
          error_data: { details: 'Message Undeliverable.' },
          href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
        },
      ],
    }),
  };
}

export const signed = (raw: string, secret: string) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

/** Templates as GET /<waba-id>/message_templates lists them. */
export const templates = [
  {
    name: 'site_visit_follow_up',
    components: [
      {
        type: 'BODY',
        text: 'Hello {{1}}, thank you for your interest in {{2}}. {{3}} from Nestora Realty will call you today.',
        example: { body_text: [['Asha', 'Godrej Aristocrat', 'Ravi']] },
      },
    ],
    language: 'en',
    status: 'APPROVED',
    category: 'UTILITY',
    id: '1234567890123456',
  },
  {
    name: 'new_launch_offer',
    components: [
      { type: 'HEADER', format: 'TEXT', text: 'New launch' },
      { type: 'BODY', text: 'Hi {{1}}, a new launch near {{2}} opens for booking this week. Reply STOP to stop these messages.' },
    ],
    language: 'en',
    status: 'APPROVED',
    category: 'MARKETING',
    id: '2234567890123456',
  },
  {
    name: 'old_greeting',
    components: [{ type: 'BODY', text: 'Hello!' }],
    language: 'en',
    status: 'REJECTED',
    category: 'UTILITY',
    id: '3234567890123456',
  },
];

/** The first bytes of real files of each kind, padded: enough for a type to be told by its content. */
export const fileBytes = {
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), Buffer.alloc(2000, 7)]),
  pdf: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 32)]),
  // An Ogg page header (27 bytes and a one-entry segment table) opening an Opus stream: a WhatsApp voice note.
  ogg: Buffer.concat([Buffer.from('OggS'), Buffer.alloc(24), Buffer.from('OpusHead'), Buffer.alloc(1500, 1)]),
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(4000, 2)]),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
};
