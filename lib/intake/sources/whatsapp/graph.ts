import '@/lib/platform/validation/jitless';

import 'server-only';
import { z } from 'zod';
import { describeMetaError, type MetaError } from './payload';

/**
 * The Graph API's refusal or an outage, in words fit for the staff page; `final` when sending it again cannot help;
 * `unknown` when the request may have reached Meta and been acted on without our hearing the answer (a timeout or a
 * dropped connection after the request was written, a 2xx we could not read), so a send must not be repeated blindly.
 */
export class WhatsAppGraphError extends Error {
  constructor(
    message: string,
    readonly final: boolean,
    readonly code?: number,
    readonly unknown = false,
  ) {
    super(message);
  }
}

/** Connection failures before any byte of the request left us: Meta cannot have acted on it. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

export type GraphSettings = { baseUrl: string; token: string; timeoutMs?: number };

/**
 * Meta's error codes that a retry may cure: throttling (4, 80007, 130429, 131056), a temporary outage (1, 2, 131000,
 * 131016), a media download hiccup (131052). Any other 4xx is the message itself refused: failed at once, for staff to see.
 */
const RETRYABLE = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131052, 131056]);

const url = (settings: GraphSettings, path: string) => `${settings.baseUrl.replace(/\/$/, '')}/${path}`;

async function graphFetch(settings: GraphSettings, path: string, init: RequestInit = {}): Promise<Response> {
  try {
    // The token in a header, never the query, so no proxy or access log along the way keeps it.
    return await fetch(path.startsWith('http') ? path : url(settings, path), {
      ...init,
      headers: { authorization: `Bearer ${settings.token}`, ...init.headers },
      redirect: 'error',
      signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
    });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    const cause =
      (error as Error).name === 'TimeoutError' ? 'timed out' : ((error as { cause?: Error }).cause?.message ?? (error as Error).message);
    throw new WhatsAppGraphError(`the Graph API could not be reached (${cause})`, false, undefined, !NEVER_SENT.has(code ?? ''));
  }
}

async function graphJson(settings: GraphSettings, path: string, init?: RequestInit): Promise<unknown> {
  const response = await graphFetch(settings, path, init);
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new WhatsAppGraphError(`the Graph API's answer (${response.status}) was cut off`, false, undefined, response.ok);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new WhatsAppGraphError(`the Graph API answered ${response.status} with something other than JSON`, false, undefined, response.ok);
  }
  if (!response.ok) {
    const error = (body as { error?: MetaError & { error_subcode?: number } }).error;
    const final = response.status < 500 && response.status !== 429 && !RETRYABLE.has(error?.code ?? -1);
    throw new WhatsAppGraphError(`${describeMetaError(error)} (HTTP ${response.status})`, final, error?.code);
  }
  return body;
}

const sentSchema = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });

/**
 * Sends one message from the business number (POST /<phone-number-id>/messages) and answers its wamid. The outbox
 * row's id rides along as biz_opaque_callback_data, which Meta hands back on every status of the message, so a
 * message Meta took just before a crash is still recognised by its statuses.
 */
export async function sendWhatsAppMessage(
  settings: GraphSettings & { phoneNumberId: string },
  message: Record<string, unknown>,
  deliveryId: string,
): Promise<string> {
  const body = await graphJson(settings, `${encodeURIComponent(settings.phoneNumberId)}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', ...message, biz_opaque_callback_data: deliveryId }),
  });
  const parsed = sentSchema.safeParse(body);
  if (!parsed.success) throw new WhatsAppGraphError('the Graph API accepted the message without naming it', false, undefined, true);
  return parsed.data.messages[0]!.id;
}

const uploadedSchema = z.object({ id: z.string().min(1) });

/**
 * Uploads a file for a message to refer to (POST /<phone-number-id>/media, multipart: messaging_product, type and
 * the file) and answers its media id, which Meta keeps for 30 days.
 */
export async function uploadWhatsAppMedia(
  settings: GraphSettings & { phoneNumberId: string },
  file: { bytes: Uint8Array; type: string; fileName: string },
): Promise<string> {
  const form = new FormData();
  form.set('messaging_product', 'whatsapp');
  form.set('type', file.type);
  form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.fileName);
  const body = await graphJson(settings, `${encodeURIComponent(settings.phoneNumberId)}/media`, { method: 'POST', body: form });
  const parsed = uploadedSchema.safeParse(body);
  if (!parsed.success) throw new WhatsAppGraphError('the Graph API accepted the file without naming it', false);
  return parsed.data.id;
}

const mediaSchema = z.object({
  url: z.string().url(),
  mime_type: z.string().optional(),
  file_size: z.union([z.string(), z.number()]).optional(),
});

export type FetchedMedia = { bytes: Buffer; declaredType: string | null };

/**
 * A media file by its id: its address from GET /<media-id>, then the file itself (with the token, as Meta asks),
 * refused unread when Meta declares it larger than `maxBytes` and cut off when it grows past it.
 */
export async function fetchWhatsAppMedia(settings: GraphSettings, mediaId: string, maxBytes: number): Promise<FetchedMedia | 'too-large'> {
  const parsed = mediaSchema.safeParse(await graphJson(settings, encodeURIComponent(mediaId)));
  if (!parsed.success) throw new WhatsAppGraphError("the Graph API's media answer is malformed", false);
  if (Number(parsed.data.file_size ?? 0) > maxBytes) return 'too-large';
  const response = await graphFetch(settings, parsed.data.url);
  if (!response.ok) {
    await response.body?.cancel();
    throw new WhatsAppGraphError(`the media download answered ${response.status}`, response.status === 404 || response.status === 410);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(Buffer.from(value));
  }
  return { bytes: Buffer.concat(chunks), declaredType: parsed.data.mime_type ?? null };
}

const templatePage = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      language: z.string(),
      status: z.string(),
      category: z.string(),
      components: z.array(z.looseObject({ type: z.string(), text: z.string().optional(), format: z.string().optional() })).default([]),
    }),
  ),
  paging: z.object({ next: z.string().optional() }).partial().optional(),
});
export type GraphTemplate = z.infer<typeof templatePage>['data'][number];

/** Every message template of the business account (GET /<waba-id>/message_templates), page by page. */
export async function listWhatsAppTemplates(settings: GraphSettings & { businessAccountId: string }): Promise<GraphTemplate[]> {
  const templates: GraphTemplate[] = [];
  let next: string | undefined =
    `${encodeURIComponent(settings.businessAccountId)}/message_templates?fields=id,name,language,status,category,components&limit=100`;
  for (let page = 0; next && page < 50; page += 1) {
    const parsed = templatePage.safeParse(await graphJson(settings, next));
    if (!parsed.success) throw new WhatsAppGraphError("the Graph API's template list is malformed", false);
    templates.push(...parsed.data.data);
    next = parsed.data.paging?.next;
    // Meta's next page is a whole address on its own host: only one on the base we were given is followed.
    if (next && !next.startsWith(settings.baseUrl)) next = undefined;
  }
  return templates;
}
