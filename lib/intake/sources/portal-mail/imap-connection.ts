import type { ImapFlowOptions } from 'imapflow';

/** imapflow's connection options for PORTAL_IMAP_URL (imaps:// is TLS from the start; imap:// upgrades when offered). */
export function imapConnection(url: string): ImapFlowOptions {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'imaps:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 993 : 143,
    secure,
    auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) },
    logger: false,
    // A server that accepts the connection and then says nothing must not hold the lease for long.
    connectionTimeout: 30_000,
    greetingTimeout: 15_000,
    socketTimeout: 120_000,
    disableAutoIdle: true,
  };
}

/** A folder setting as the path segments imapflow joins with the server's own separator. */
export const folderPath = (folder: string): string[] => folder.split('/').filter(Boolean);
