// Which content coding a response is sent in, by the request's Accept-Encoding (q-values, `q=0` as a refusal,
// `*`), read by `negotiator`, the parser Express's `compression` uses; and the compressors for each.
import Negotiator from 'negotiator';
import type { IncomingHttpHeaders } from 'node:http';
import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, createBrotliCompress, createGzip, gzip, constants as zlib } from 'node:zlib';

/** The codings a page kept in memory is held in, best first: when a client takes several equally, the smallest wins. */
export const STORED_ENCODINGS = ['br', 'gzip', 'identity'] as const;
/**
 * The codings a page that streams from Next.js is sent in, best first. Brotli at quality 4 with a 256 KB window costs
 * about what gzip 6 does per request and is ~5 % smaller; its good settings would be too slow per request.
 */
export const STREAMED_ENCODINGS = ['br', 'gzip', 'identity'] as const;

export type StoredEncoding = (typeof STORED_ENCODINGS)[number];
export type StreamedEncoding = (typeof STREAMED_ENCODINGS)[number];
/** How hard a kept page is compressed: 'best' for one sent many times, 'fast' for one that may be asked for once. */
export type Effort = 'best' | 'fast';

/**
 * The coding to send, out of `available` (best first). A client that refuses every one of them gets the page
 * uncoded all the same: HTTP allows it, and a page is better than a 406.
 */
export function negotiateEncoding<Coding extends string>(headers: IncomingHttpHeaders, available: readonly Coding[]): Coding | 'identity' {
  const codings = [...available];
  return (new Negotiator({ headers }).encoding(codings, { preferred: codings }) as Coding | undefined) ?? 'identity';
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

// How hard each kind of kept page is compressed. A prerendered page is compressed once per process and sent
// thousands of times: brotli's best (~0.3 s for a 150 KB page, off the main thread) saves ~10 % over quality 9.
// A listing may be one of thousands of queries asked once: brotli 4 (~2 ms for a 200 KB page, a fifth smaller than
// gzip 6) and gzip 6 (~3 ms), each made only when a client first asks for that coding (server/stored-page.ts); a
// page streamed is compressed with the same settings.
const EFFORT: Record<Effort, { brotliQuality: number; gzipLevel: number }> = {
  best: { brotliQuality: zlib.BROTLI_MAX_QUALITY, gzipLevel: zlib.Z_BEST_COMPRESSION },
  fast: { brotliQuality: 4, gzipLevel: 6 },
};

/** A page's bytes in one stored coding (on libuv's threads, not the event loop). */
export async function compressIn(identity: Buffer, encoding: StoredEncoding, effort: Effort = 'best'): Promise<Buffer> {
  const { brotliQuality, gzipLevel } = EFFORT[effort];
  if (encoding === 'identity') return identity;
  if (encoding === 'gzip') return gzipAsync(identity, { level: gzipLevel });
  return brotliAsync(identity, {
    params: {
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
}

/** A compressor for a streamed page, flushed after every piece so the page still streams; null for identity. */
export function streamCompressor(encoding: StreamedEncoding): Transform | null {
  const { brotliQuality, gzipLevel } = EFFORT.fast;
  if (encoding === 'gzip') return createGzip({ level: gzipLevel, flush: zlib.Z_SYNC_FLUSH });
  if (encoding === 'br')
    return createBrotliCompress({
      flush: zlib.BROTLI_OPERATION_FLUSH,
      // A 256 KB window instead of the 4 MB default: the encoder's state is made for every request, and at 4 MB
      // that cost more CPU in the server than gzip 6 (10.1 against 9.2 ms a listing request, 9.3 at 256 KB).
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.BROTLI_PARAM_LGWIN]: 18,
      },
    });
  return null;
}
