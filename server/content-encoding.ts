// Which content coding a response is sent in, by the request's Accept-Encoding (q-values, `q=0` as a refusal,
// `*`), read by `negotiator`, the parser Express's `compression` uses; and the compressors for each.
import Negotiator from 'negotiator';
import type { IncomingHttpHeaders } from 'node:http';
import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, createGzip, gzip, constants as zlib } from 'node:zlib';

/** The codings a page kept in memory is held in, best first: when a client takes several equally, the smallest wins. */
export const STORED_ENCODINGS = ['br', 'gzip', 'identity'] as const;
/**
 * The codings a page that streams from Next.js is sent in, best first: gzip 6, as plain `next start` sends it. Brotli
 * at quality 4 with a 256 KB window was ~8 % smaller (14.2 against 15.4 KB for a listing of 82 KB) but cost ~0.2 ms
 * more CPU a page (1.55 against 1.35 ms, all threads, streamed in four pieces), and a page rendered per request must
 * cost no more than `next start` does (#43); 1.2 KB is ~6 ms on a 1.6 Mbit/s phone.
 */
export const STREAMED_ENCODINGS = ['gzip', 'identity'] as const;

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
// page streamed is gzipped with the same level.
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
  return encoding === 'gzip' ? createGzip({ level: EFFORT.fast.gzipLevel, flush: zlib.Z_SYNC_FLUSH }) : null;
}
