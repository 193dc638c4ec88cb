import { ImapFlow } from 'imapflow';
import 'server-only';
import { imapConnection } from './imap-connection';

export type ConnectionCheck =
  { ok: true; message: string } | { ok: false; failed: 'address' | 'dns' | 'refused' | 'timeout' | 'tls' | 'login'; message: string };

/** What "Test connection" shows staff: whether the mailbox answered, and what it said. */
export type MailboxCheck = { connected: boolean; message: string };

type ImapError = Error & { code?: string; authenticationFailed?: boolean; responseText?: string };

const TLS_CODES = /^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO_|SELF_SIGNED|DEPTH_ZERO|ERR_OSSL)/;

/** What went wrong, in words staff can act on: which step failed and what to check. */
function describe(error: ImapError, host: string, port: number): ConnectionCheck {
  const code = error.code ?? '';
  if (error.authenticationFailed || code === 'AUTHENTICATIONFAILED') {
    return {
      ok: false,
      failed: 'login',
      message: `${host} refused the user or password: check both (the password of the mailbox, or an app password where the provider asks for one).`,
    };
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return { ok: false, failed: 'dns', message: `No server named ${host} was found (DNS): check the address.` };
  }
  if (code === 'ECONNREFUSED') {
    return {
      ok: false,
      failed: 'refused',
      message: `${host} refused the connection on port ${port}: check the port (993 for imaps://, 143 for imap://).`,
    };
  }
  if (TLS_CODES.test(code) || /\b(tls|ssl|certificate|wrong version number)\b/i.test(error.message)) {
    return {
      ok: false,
      failed: 'tls',
      message: `The secure connection to ${host}:${port} failed (${error.message}): check imaps:// against imap:// and the port.`,
    };
  }
  if (code === 'ETIMEDOUT' || code === 'CONNECT_TIMEOUT' || code === 'GREETING_TIMEOUT' || /timeout/i.test(error.message)) {
    return {
      ok: false,
      failed: 'timeout',
      message: `${host}:${port} did not answer in time: check the address and port, and that the server accepts connections from this site.`,
    };
  }
  return { ok: false, failed: 'refused', message: `Could not connect to ${host}:${port}: ${error.responseText ?? error.message}` };
}

/** Connects to the mailbox and signs in, then leaves: whether the portal mailbox as set would be read, or what failed. */
export async function testMailboxConnection(url: string, timeoutMs = 15_000): Promise<ConnectionCheck> {
  let options;
  try {
    options = imapConnection(url);
  } catch {
    return { ok: false, failed: 'address', message: 'The address must look like imaps://imap.example.in:993.' };
  }
  const host = options.host ?? '';
  const port = options.port ?? 0;
  const client = new ImapFlow({ ...options, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs });
  // imapflow also emits connection errors as events; without a listener one would end the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.logout();
    return { ok: true, message: `Connected to ${host}:${port} and signed in as ${options.auth?.user}.` };
  } catch (error) {
    client.close();
    return describe(error as ImapError, host, port);
  }
}
