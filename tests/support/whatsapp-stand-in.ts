import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One of Meta's error answers, as the Cloud API writes them. */
export type GraphErrorBody = {
  message: string;
  type: string;
  code: number;
  error_data?: { messaging_product: 'whatsapp'; details: string };
  fbtrace_id: string;
};

export type WhatsAppStandIn = {
  url: string;
  /** The messages posted to /<phone-number-id>/messages, in order, with the wamid each was given. */
  sent: { body: Record<string, unknown>; wamid: string }[];
  /** The next `count` sends are answered with this status and error. */
  failSends(count: number, status: number, error: GraphErrorBody): void;
  /** How long every request waits before its answer (Meta's latency in the benchmark). */
  delayMs: number;
  /** The next `count` sends are taken (kept in `sent`) and their connection then dropped unanswered. */
  dropSends(count: number): void;
  /**
   * Sends are taken (kept in `sent`) and their answer held back until the returned function is called, which drops
   * them unanswered: what the sender sees of a Meta that took the message while the sending process was killed.
   */
  holdSends(): () => void;
  /** Called with each send taken and answered with its wamid (the benchmark posts its statuses from here). */
  onSent?: (sent: { body: Record<string, unknown>; wamid: string }) => void;
  /** The files uploaded to /<phone-number-id>/media, in order, with the media id each was given. */
  uploads: { id: string; type: string; fileName: string; bytes: Buffer }[];
  /** The next `count` uploads are answered with this status and error. */
  failUploads(count: number, status: number, error: GraphErrorBody): void;
  /** A media file the stand-in serves for a media id: its bytes and what Meta would declare. */
  media: Map<string, { bytes: Buffer; mimeType: string }>;
  templates: Record<string, unknown>[];
  requests: string[];
  close(): Promise<void>;
};

/** Meta's documented "re-engagement" refusal (outside the 24-hour window). */
export const reEngagementError: GraphErrorBody = {
  message: '(#131047) Re-engagement message',
  type: 'OAuthException',
  code: 131047,
  error_data: {
    messaging_product: 'whatsapp',
    details: 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
  },
  fbtrace_id: 'AbCdEfGh1234',
};

/** Meta's throttling error (a retry may cure it). */
export const throttledError: GraphErrorBody = {
  message: '(#130429) Rate limit hit',
  type: 'OAuthException',
  code: 130429,
  error_data: { messaging_product: 'whatsapp', details: 'Cloud API message throughput has been reached.' },
  fbtrace_id: 'AbCdEfGh5678',
};

/** A wamid in Meta's shape: "wamid." and a base64 of the conversation and message. */
export const wamid = () => `wamid.HBgM${randomBytes(24).toString('base64')}`;

/**
 * A stand-in for the WhatsApp Cloud API's Graph endpoints on a loopback port, from Meta's documented shapes:
 * POST /<phone-number-id>/messages (answers contacts and messages[0].id, a wamid), POST /<phone-number-id>/media (a
 * multipart upload: answers the media id), GET /<media-id> (the media's
 * url, mime_type, sha256, file_size), the file at that url, and GET /<waba-id>/message_templates (data and paging).
 * Every request needs the access token as a bearer.
 */
export async function startWhatsAppStandIn(token: string, port = 0): Promise<WhatsAppStandIn> {
  let failing: { count: number; status: number; error: GraphErrorBody } = { count: 0, status: 500, error: throttledError };
  let dropping = 0;
  let held: ServerResponse[] | null = null;
  let failingUploads: { count: number; status: number; error: GraphErrorBody } = { count: 0, status: 500, error: throttledError };
  const state = {
    sent: [] as WhatsAppStandIn['sent'],
    media: new Map<string, { bytes: Buffer; mimeType: string }>(),
    templates: [] as Record<string, unknown>[],
    requests: [] as string[],
    delayMs: 0,
    onSent: undefined as WhatsAppStandIn['onSent'],
    uploads: [] as WhatsAppStandIn['uploads'],
  };
  let base = '';
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://graph.invalid');
    state.requests.push(`${request.method} ${url.pathname}`);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${token}`) {
      return answer(401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190, fbtrace_id: 'A1' } });
    }
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    const parts = url.pathname.split('/').filter(Boolean);
    if (request.method === 'POST' && parts[1] === 'messages') {
      if (failing.count > 0) {
        failing.count -= 1;
        return answer(failing.status, { error: failing.error });
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      const id = wamid();
      state.sent.push({ body, wamid: id });
      if (held) return void held.push(response);
      if (dropping > 0) {
        dropping -= 1;
        return void response.socket?.destroy();
      }
      answer(200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] });
      return state.onSent?.({ body, wamid: id });
    }
    if (request.method === 'POST' && parts[1] === 'media') {
      if (failingUploads.count > 0) {
        failingUploads.count -= 1;
        return answer(failingUploads.status, { error: failingUploads.error });
      }
      // Meta's upload: multipart/form-data with messaging_product=whatsapp, the file's type, and the file.
      const form = await new Request('http://graph.invalid/', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body: Buffer.concat(chunks),
      })
        .formData()
        .catch(() => null);
      const file = form?.get('file');
      if (!form || form.get('messaging_product') !== 'whatsapp' || typeof form.get('type') !== 'string' || !(file instanceof File)) {
        return answer(400, {
          error: { message: '(#100) The parameter messaging_product is required.', type: 'OAuthException', code: 100, fbtrace_id: 'A2' },
        });
      }
      const id = String(1_000_000_000_000_000 + state.uploads.length + Math.floor(Math.random() * 1e9));
      const bytes = Buffer.from(await file.arrayBuffer());
      state.uploads.push({ id, type: String(form.get('type')), fileName: file.name, bytes });
      state.media.set(id, { bytes, mimeType: String(form.get('type')) });
      return answer(200, { id });
    }
    if (parts[0] === 'media-file') {
      const file = state.media.get(parts[1] ?? '');
      if (!file) return answer(404, { error: { message: 'Not found', code: 100 } });
      response.writeHead(200, { 'content-type': file.mimeType });
      return response.end(file.bytes);
    }
    if (parts[1] === 'message_templates') {
      return answer(200, { data: state.templates, paging: { cursors: { before: 'QVFIUk', after: 'QVFIUl' } } });
    }
    const file = state.media.get(parts[0] ?? '');
    if (file) {
      return answer(200, {
        messaging_product: 'whatsapp',
        url: `${base}/media-file/${parts[0]}`,
        mime_type: file.mimeType,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        file_size: String(file.bytes.byteLength),
        id: parts[0],
      });
    }
    return answer(404, {
      error: { message: `Unsupported get request. Object with ID '${parts[0]}' does not exist`, type: 'GraphMethodException', code: 100 },
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url: base,
    failSends(count: number, status: number, error: GraphErrorBody) {
      failing = { count, status, error };
    },
    dropSends(count: number) {
      dropping = count;
    },
    holdSends() {
      const responses: ServerResponse[] = [];
      held = responses;
      return () => {
        held = null;
        for (const response of responses) response.socket?.destroy();
      };
    },
    failUploads(count: number, status: number, error: GraphErrorBody) {
      failingUploads = { count, status, error };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}
