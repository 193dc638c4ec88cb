import { simpleParser, type ParsedMail } from 'mailparser';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What a mailbox saw of its clients' connections: how many, how many at once at most, and its 421 replies. */
type ConnectionCounts = { opened: number; open: number; peak: number; sessions: number; replies421: number };

/**
 * A real SMTP server on a free loopback port that keeps what it receives; nothing leaves the machine.
 * `maxClients` caps concurrent connections as relays do: one more is answered 421 and closed. On
 * close, connections still open are told 421 after a moment, as a mail server shutting down does.
 */
export async function startMailbox(port = 0, { maxClients }: { maxClients?: number } = {}) {
  const received: (ParsedMail & { receivedAt: number })[] = [];
  const connections: ConnectionCounts = { opened: 0, open: 0, peak: 0, sessions: 0, replies421: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients,
    closeTimeout: 200,
    onConnect(_session, callback) {
      connections.sessions += 1;
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(Object.assign(mail, { receivedAt: Date.now() }));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A client that dies mid-session (a site SIGKILLed by the crash test) resets its connection; a mail server
  // carries on. Anything else (the port taken, say) is a fault.
  server.on('error', (error: Error & { remoteAddress?: string }) => {
    if (error.remoteAddress === undefined) throw error;
  });
  server.server.on('connection', (socket: Socket) => {
    connections.opened += 1;
    connections.open += 1;
    connections.peak = Math.max(connections.peak, connections.open);
    // smtp-server has no event for its replies; every one is a single write of a whole line. The
    // 421 that close() sends is the test ending the server, not the server refusing a client.
    const write = socket.write.bind(socket) as (chunk: unknown, ...rest: unknown[]) => boolean;
    socket.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (/^421 (?!.*Server shutting down)/.test(String(chunk))) connections.replies421 += 1;
      return write(chunk, ...rest);
    }) as typeof socket.write;
    socket.once('close', () => (connections.open -= 1));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    received,
    connections,
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ReceivedRequest = { headers: http.IncomingHttpHeaders; body: string; receivedAt: number };

/** A real HTTP receiver on a free loopback port; `status` decides what it answers, after `delayMs`. */
export async function startWebhookReceiver() {
  const received: ReceivedRequest[] = [];
  const state = { status: 204, delayMs: 0 };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body, receivedAt: Date.now() });
      setTimeout(() => response.writeHead(state.status).end(), state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    state,
    url: `http://127.0.0.1:${port}/hooks/nestora`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The settings that point a server's lead delivery at these receivers. */
export function deliveryEnv(mailboxUrl: string, webhookUrl: string): Record<string, string> {
  return {
    SMTP_URL: mailboxUrl,
    LEAD_EMAIL_FROM: 'leads@nestora.test',
    LEAD_EMAIL_TO: 'advisors@nestora.test',
    LEAD_WEBHOOK_URL: webhookUrl,
    LEAD_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 5).toString('base64')}`,
  };
}
