/**
 * What a request says about where it came from, trusting forwarded headers only as far as the
 * configured number of reverse-proxy hops. `npm start` (server/start-server.ts) appends the
 * socket's peer address to X-Forwarded-For, so its last entry is always the connection itself;
 * each trusted proxy in front adds one entry before it. Anything further left was written by the
 * client and proves nothing.
 */

function entries(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The entry `hops` places left of the last one (the leftmost when the list is shorter). */
function trustedEntry(value: string | null, hops: number): string | undefined {
  const list = entries(value);
  return list[Math.max(0, list.length - 1 - hops)];
}

/** The client's address: the peer of the connection, or what the outermost trusted proxy saw. */
export function clientAddress(headers: Headers, trustedProxyHops: number): string {
  return trustedEntry(headers.get('x-forwarded-for'), trustedProxyHops) ?? 'unknown';
}

/** The host the visitor addressed: Host, or X-Forwarded-Host as set by a trusted proxy. */
export function requestHost(headers: Headers, trustedProxyHops: number): string | undefined {
  if (trustedProxyHops === 0) return headers.get('host')?.trim() || undefined;
  // The outermost proxy sets X-Forwarded-Host; inner ones pass it on or append theirs after it.
  const list = entries(headers.get('x-forwarded-host'));
  return list[Math.max(0, list.length - trustedProxyHops)] ?? headers.get('host')?.trim() ?? undefined;
}

function sameHost(origin: string, host: string): boolean {
  try {
    const from = new URL(origin);
    if (from.protocol !== 'http:' && from.protocol !== 'https:') return false;
    // Parsed with the origin's scheme so an explicit default port (example.com:443) compares equal.
    return new URL(`${from.protocol}//${host}`).host === from.host;
  } catch {
    return false;
  }
}

/**
 * Whether a state-changing request was sent by a page of another site: its Origin names another
 * host than the one it was sent to (an opaque "null" origin counts as foreign), or, when a browser
 * sent no Origin, Sec-Fetch-Site says cross-site. Requests with neither (curl, server-to-server)
 * carry no ambient browser credentials and pass.
 */
export function isCrossSite(headers: Headers, trustedProxyHops: number): boolean {
  const origin = headers.get('origin');
  if (origin === null) return headers.get('sec-fetch-site') === 'cross-site';
  const host = requestHost(headers, trustedProxyHops);
  return !host || !sameHost(origin, host);
}
