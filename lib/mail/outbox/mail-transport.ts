import { remember } from '@/lib/platform/process/remember';
import nodemailer from 'nodemailer';
import 'server-only';

const SMTP_TIMEOUT_MS = 15_000;
// Relays commonly allow a client 3 to 5 connections at once and answer 421 beyond that; a batch
// of deliveries queues in the pool instead of opening a connection (and a TLS handshake) each.
const MAX_CONNECTIONS = 3;
const MAX_MESSAGES_PER_CONNECTION = 100;

function createPool(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return nodemailer.createTransport({
    pool: true,
    maxConnections: MAX_CONNECTIONS,
    maxMessages: MAX_MESSAGES_PER_CONNECTION,
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
}

type MailPool = { smtpUrl: string; transport: ReturnType<typeof createPool> };

// A holder rather than the pool itself: a different URL replaces the pool in the same slot.
const kept = () => remember('mail-pool', (): { pool?: MailPool } => ({}));

/**
 * This process's one pooled transport for SMTP_URL (smtp:// with STARTTLS when offered, smtps://
 * for TLS from the start), created on first use. A different URL replaces it.
 */
export function mailTransport(smtpUrl: string): MailPool['transport'] {
  const state = kept();
  if (state.pool?.smtpUrl !== smtpUrl) {
    state.pool?.transport.close();
    state.pool = { smtpUrl, transport: createPool(smtpUrl) };
  }
  return state.pool.transport;
}

/** Closes the pool: idle connections at once, a connection mid-message once it is sent. */
export function closeMailTransport(): void {
  const state = kept();
  state.pool?.transport.close();
  state.pool = undefined;
}
