// Which content coding a response is sent in, by the request's Accept-Encoding (q-values, `q=0` as a refusal,
// `*`), read by `negotiator`, the parser Express's `compression` uses; and the compressors for each.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, createGzip, gzip } from 'node:zlib';
import Negotiator from 'negotiator';

/** The codings a page kept in memory is held in, best first: when a client takes several equally, the smallest wins. */
export const STORED_ENCODINGS = ['br', 'gzip', 'identity'];
/** The codings a page that streams from Next.js is sent in: brotli's good settings are too slow per request. */
export const STREAMED_ENCODINGS = ['gzip', 'identity'];

/**
 * The coding to send, out of `available` (best first). A client that refuses every one of them gets the page
 * uncoded all the same: HTTP allows it, and a page is better than a 406.
 */
export function negotiateEncoding(headers, available) {
  return new Negotiator({ headers }).encoding(available, { preferred: available }) ?? 'identity';
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A page's bytes in every stored coding, each compressed once as small as it goes (off the main thread). */
export async function compressOnce(html) {
  const identity = Buffer.from(html, 'utf8');
  const [br, gzipped] = await Promise.all([
    brotliAsync(identity, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gzipped, identity };
}

/** A compressor for a streamed page, flushed after every piece so the page still streams; null for identity. */
export function streamCompressor(encoding) {
  return encoding === 'gzip' ? createGzip({ flush: zlib.Z_SYNC_FLUSH }) : null;
}
