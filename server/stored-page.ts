// A page kept in memory (server/page-store.ts): rewritten once, compressed at most once in each coding, and sent
// from memory by Accept-Encoding with an ETag per coding, 304 for a matching If-None-Match, HEAD and Content-Length.
// A page made for one request (a listing that may never be asked for again) is compressed only in the coding that
// request takes; another coding is made the first time a client asks for it, so no request pays for codings it
// does not get (next start pays for one compression per request, and so does the first request here).
import fresh from 'fresh';
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { compressIn, negotiateEncoding, STORED_ENCODINGS, type Effort, type StoredEncoding } from './content-encoding';
import { inlineScriptHashes, reportingEndpoints } from './csp';
import type { WholePage } from './hydrate-after-paint';
import { deferScriptsInBytes } from './script-deferrer';

type Variant = { body: Buffer; etag: string };

/**
 * A page ready to send from memory: its headers, the hashes and policy of its inline scripts, its bytes per coding
 * (identity always; the others once made) and how hard it is compressed. `bytes` counts a coding not yet made at a
 * quarter of the identity bytes (compressed HTML is less), so the store's bound holds once it is made.
 */
export type StoredPage = {
  headers: OutgoingHttpHeaders;
  /** The hash of the identity bytes every coding's ETag is made from. */
  tag: string;
  hashes: string[];
  policy: string;
  variants: Partial<Record<StoredEncoding, Variant>> & { identity: Variant };
  effort: Effort;
  bytes: number;
};

// Sent anew with every copy, describing other bytes than the ones kept, or meaningless for one.
const HEADERS_NOT_KEPT = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'etag',
  'date',
  'content-security-policy',
  'reporting-endpoints',
]);

/**
 * The ETag of the page in a coding: the page's own bytes hashed once, with the coding named after it. A coding's
 * bytes are a function of the page's bytes and its effort, so one hash names them all, without hashing each.
 */
const tagOf = (identity: Buffer) => createHash('sha256').update(identity).digest('base64url').slice(0, 27);
const etagOf = (tag: string, encoding: StoredEncoding) => (encoding === 'identity' ? `"${tag}"` : `"${tag}-${encoding}"`);

function withVary(value: OutgoingHttpHeaders[string], name: string): string {
  const vary = Array.isArray(value) ? value.join(', ') : String(value ?? '');
  return vary.split(',').some((item) => item.trim().toLowerCase() === name.toLowerCase()) ? vary : vary ? `${vary}, ${name}` : name;
}

/**
 * A page as Next.js sent it (its headers and HTML bytes, uncompressed), made ready to send from memory: its framework
 * scripts deferred, its inline scripts' sha256 taken from the very HTML kept, its bytes in `encodings` (every
 * stored coding unless told; identity always). `policyFor(hashes)` gives the Content-Security-Policy the page is
 * sent with; `effort` is 'best' for a page sent many times, 'fast' for one that may be asked for once
 * (server/content-encoding.ts).
 */
export async function createStoredPage(
  { headers, body }: Pick<WholePage, 'headers' | 'body'>,
  policyFor: (hashes: string[]) => string,
  effort: Effort = 'best',
  encodings: readonly StoredEncoding[] = STORED_ENCODINGS,
): Promise<StoredPage> {
  const identity = deferScriptsInBytes(body);
  const kept: OutgoingHttpHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HEADERS_NOT_KEPT.has(name.toLowerCase())),
  );
  kept.vary = withVary(kept.vary, 'Accept-Encoding');
  const hashes = [...new Set(inlineScriptHashes(identity.toString('latin1'), 'latin1'))];
  const tag = tagOf(identity);
  const page: StoredPage = {
    headers: kept,
    tag,
    hashes,
    policy: policyFor(hashes),
    variants: { identity: { body: identity, etag: etagOf(tag, 'identity') } },
    effort,
    bytes: 0,
  };
  await Promise.all(encodings.map((encoding) => variantOf(page, encoding)));
  page.bytes = bytesOf(page);
  return page;
}

function bytesOf({ variants }: StoredPage): number {
  const estimate = Math.ceil(variants.identity.body.length / 4);
  return STORED_ENCODINGS.reduce((sum, encoding) => sum + (variants[encoding]?.body.length ?? estimate), 0);
}

// A coding being made, per page: clients asking for it at once wait for the one compression.
const making = new WeakMap<StoredPage, Map<StoredEncoding, Promise<Variant>>>();

/** The page in `encoding`: kept, or made now (once, however many ask at once) and kept from then on. */
function variantOf(page: StoredPage, encoding: StoredEncoding): Variant | Promise<Variant> {
  const kept = page.variants[encoding];
  if (kept) return kept;
  let pending = making.get(page);
  if (!pending) making.set(page, (pending = new Map()));
  const inFlight = pending.get(encoding);
  if (inFlight) return inFlight;
  const made = compressIn(page.variants.identity.body, encoding, page.effort).then((body) => {
    const variant = { body, etag: etagOf(page.tag, encoding) };
    page.variants[encoding] = variant;
    pending.delete(encoding);
    return variant;
  });
  pending.set(encoding, made);
  return made;
}

/**
 * Answers a GET or HEAD with a stored page in the coding the client takes best; `extraHeaders` go along. Resolves
 * at once when the page is kept in that coding, else once it is made.
 */
export async function sendStoredPage(
  request: IncomingMessage,
  response: ServerResponse,
  page: StoredPage,
  extraHeaders: OutgoingHttpHeaders = {},
): Promise<void> {
  const encoding = negotiateEncoding(request.headers, STORED_ENCODINGS);
  const variant = variantOf(page, encoding);
  const { body, etag } = variant instanceof Promise ? await variant : variant;
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  const headers: OutgoingHttpHeaders = {
    ...page.headers,
    ...extraHeaders,
    etag,
    'content-security-policy': page.policy,
    'reporting-endpoints': reportingEndpoints,
  };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  if (fresh(request.headers, { etag })) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  response.writeHead(200, { ...headers, 'content-length': body.length });
  if (request.method === 'HEAD') response.end();
  else response.end(body);
}
