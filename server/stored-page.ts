// A page kept in memory (server/page-store.ts): rewritten once, compressed once in every coding, and sent from
// memory by Accept-Encoding with an ETag per coding, 304 for a matching If-None-Match, HEAD and Content-Length.
import fresh from 'fresh';
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { compressOnce, negotiateEncoding, STORED_ENCODINGS, type Effort, type StoredEncoding } from './content-encoding';
import { inlineScriptHashes, reportingEndpoints } from './csp';
import type { WholePage } from './hydrate-after-paint';
import { deferScripts } from './script-deferrer';

/** A page ready to send from memory: its headers, the hashes and policy of its inline scripts, its bytes per coding. */
export type StoredPage = {
  headers: OutgoingHttpHeaders;
  hashes: string[];
  policy: string;
  variants: Record<StoredEncoding, { body: Buffer; etag: string }>;
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

/** An ETag naming these exact bytes: a coding's bytes differ from another's, so does its tag. */
const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

function withVary(value: OutgoingHttpHeaders[string], name: string): string {
  const vary = Array.isArray(value) ? value.join(', ') : String(value ?? '');
  return vary.split(',').some((item) => item.trim().toLowerCase() === name.toLowerCase()) ? vary : vary ? `${vary}, ${name}` : name;
}

/**
 * A page as Next.js sent it (its headers and HTML, uncompressed), made ready to send from memory: its framework
 * scripts deferred, its inline scripts' sha256 taken from the very HTML kept, its bytes in every coding.
 * `policyFor(hashes)` gives the Content-Security-Policy the page is sent with; `effort` is 'best' for a page sent
 * many times, 'fast' for one that may be asked for once (server/content-encoding.ts).
 */
export async function createStoredPage(
  { headers, html }: Pick<WholePage, 'headers' | 'html'>,
  policyFor: (hashes: string[]) => string,
  effort: Effort = 'best',
): Promise<StoredPage> {
  const rewritten = await deferScripts(html);
  const kept: OutgoingHttpHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HEADERS_NOT_KEPT.has(name.toLowerCase())),
  );
  kept.vary = withVary(kept.vary, 'Accept-Encoding');
  const hashes = [...new Set(inlineScriptHashes(rewritten))];
  const bodies = await compressOnce(rewritten, effort);
  const variants = Object.fromEntries(
    STORED_ENCODINGS.map((encoding) => [encoding, { body: bodies[encoding], etag: etagOf(bodies[encoding]) }]),
  ) as StoredPage['variants'];
  const bytes = STORED_ENCODINGS.reduce((sum, encoding) => sum + variants[encoding].body.length, 0);
  return { headers: kept, hashes, policy: policyFor(hashes), variants, bytes };
}

/** Answers a GET or HEAD with a stored page in the coding the client takes best; `extraHeaders` go along. */
export function sendStoredPage(
  request: IncomingMessage,
  response: ServerResponse,
  page: StoredPage,
  extraHeaders: OutgoingHttpHeaders = {},
): void {
  const encoding = negotiateEncoding(request.headers, STORED_ENCODINGS);
  const { body, etag } = page.variants[encoding];
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
