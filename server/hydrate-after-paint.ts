// Hydration after the page has painted, for server/start-server.ts. Next.js puts every framework script in
// the head as `<script async>`: each is fetched at once, competing with the page's image, font and CSS on a
// slow connection, and runs the moment it arrives, holding the page's first frames behind ~160 KB of
// JavaScript. Every page is complete without JavaScript (links, forms and filters all work), so the scripts
// can wait: server/script-deferrer.ts turns each into an inert data block naming its address and puts a small
// inline loader before `</body>` that starts them once the first paint is on screen.
//
// This module sits between Next.js and the connection. Next.js is asked for every page uncompressed (it would
// gzip it before anyone could read it). A page the caller wants whole (one it keeps in memory) is collected and
// handed over instead of being sent; any other page is rewritten as it streams, and gzipped when the client takes
// gzip, through a stream pipeline that holds Next.js back while the connection is slow.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline, Writable, type Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { negotiateEncoding, streamCompressor, STREAMED_ENCODINGS, type StreamedEncoding } from './content-encoding';
import { DEFERRED_SCRIPT_ATTRIBUTE } from './hydration-loader';
import { isRouterRequest, type RequestHeaders } from './router-request';
import { createScriptDeferrer } from './script-deferrer';

export { DEFERRED_SCRIPT_ATTRIBUTE };

/** A page collected whole, as Next.js sent it: status, headers (lower-case names) and uncompressed HTML. */
export type WholePage = { status: number; headers: OutgoingHttpHeaders; html: string };

export type HydrateAfterPaintOptions = {
  /** Asked when the head goes out: whether to collect this page instead of sending it. */
  keepWhole?: (status: number, headers: OutgoingHttpHeaders) => boolean;
  /** Gets a collected page, the response untouched and its own methods back. */
  onWhole?: (whole: WholePage) => void;
};

// The response's own methods, called with the response as `this`; the arguments vary by overload.
type WriteHead = (this: ServerResponse, status: number, ...rest: unknown[]) => ServerResponse;
type Write = (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;
type Methods = { writeHead: WriteHead; write: Write; end: End };

/** A GET that may be answered with a page: not a build file, API route, file with an extension or router request. */
export function isPageRequest({ method, url = '/', headers }: { method?: string; url?: string; headers: RequestHeaders }): boolean {
  if (method !== 'GET') return false;
  const [pathname = url] = url.split('?', 1);
  if (pathname.startsWith('/_next/') || pathname.startsWith('/api/') || /\.[^/]*$/.test(pathname)) return false;
  return !isRouterRequest(headers);
}

const headerObject = (rest: unknown[]) =>
  rest.find((argument): argument is OutgoingHttpHeaders => !!argument && typeof argument === 'object' && !Array.isArray(argument));
const isHtmlPage = (status: number, type: unknown) => String(type ?? '').startsWith('text/html') && status !== 204 && status !== 304;
const callbackOf = (...args: unknown[]) =>
  args.find((argument): argument is (error?: Error | null) => void => typeof argument === 'function');

/** The response's headers as they will go out: those set before, then those handed to writeHead. */
function headersAtHead(response: ServerResponse, rest: unknown[]): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { ...response.getHeaders() };
  for (const [name, value] of Object.entries(headerObject(rest) ?? {})) headers[name.toLowerCase()] = value;
  return headers;
}

function addVary(response: ServerResponse, name: string) {
  const vary = String(response.getHeader('vary') ?? '');
  if (!new RegExp(`(^|,)\\s*${name}\\s*(,|$)`, 'i').test(vary)) response.setHeader('vary', vary ? `${vary}, ${name}` : name);
}

/** A written piece as text: bytes through the decoder (a character may be split between pieces), text as it is. */
function decode(decoder: StringDecoder, chunk: unknown, encoding: unknown): string {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return '';
  if (typeof chunk === 'string' && (typeof encoding !== 'string' || /^utf-?8$/i.test(encoding))) return decoder.end() + chunk;
  return decoder.write(typeof chunk === 'string' ? Buffer.from(chunk, encoding as BufferEncoding) : (chunk as Buffer));
}

/**
 * Where the rewritten page goes: the deferrer, then gzip when negotiated, then the connection through the
 * response's own write, waiting for `drain` whenever the socket is full.
 */
function streamingRewrite(response: ServerResponse, encoding: StreamedEncoding, write: Write, end: End): Transform {
  const deferrer = createScriptDeferrer();
  const connection = new Writable({
    decodeStrings: false,
    write(piece, pieceEncoding, callback) {
      if (write.call(response, piece, pieceEncoding)) callback();
      else response.once('drain', () => callback());
    },
    final(callback) {
      end.call(response, () => callback());
    },
  });
  const compressor = streamCompressor(encoding);
  const done = (error: NodeJS.ErrnoException | null) => {
    if (error && !response.destroyed) response.destroy(error);
  };
  if (compressor) pipeline(deferrer, compressor, connection, done);
  else pipeline(deferrer, connection, done);
  return deferrer;
}

/**
 * Defers the framework scripts of the page this response sends. `keepWhole(status, headers)`, asked when the head
 * goes out, chooses the pages to collect: for those, `onWhole({ status, headers, html })` gets the page as Next.js
 * sent it, the response untouched and its own methods back, for the caller to answer with. Anything that is not
 * an HTML page passes untouched.
 */
export function hydrateAfterPaint(
  request: IncomingMessage,
  response: ServerResponse,
  { keepWhole = () => false, onWhole = () => {} }: HydrateAfterPaintOptions = {},
): void {
  if (!isPageRequest(request)) return;
  const encoding = negotiateEncoding(request.headers, STREAMED_ENCODINGS);
  request.headers['accept-encoding'] = 'identity';
  const original = { writeHead: response.writeHead, write: response.write, end: response.end } as unknown as Methods;
  const { writeHead, write, end } = original;
  const decoder = new StringDecoder('utf8');
  /** Undecided until the head goes out; then 'pass', 'stream' (with its deferrer) or 'whole' (with the text so far). */
  let mode: 'pass' | 'stream' | 'whole' | undefined;
  let deferrer: Transform | undefined;
  let whole: { status: number; headers: OutgoingHttpHeaders; pieces: string[] } | undefined;
  const rewritten = response as unknown as Methods;

  rewritten.writeHead = function writeHeadRewritingPages(status, ...rest) {
    if (mode === undefined) {
      const headers = headersAtHead(response, rest);
      if (!isHtmlPage(status, headers['content-type'])) mode = 'pass';
      else if (keepWhole(status, headers)) {
        mode = 'whole';
        whole = { status, headers, pieces: [] };
        return this;
      } else {
        mode = 'stream';
        response.removeHeader('content-length');
        const argumentHeaders = headerObject(rest);
        if (argumentHeaders)
          for (const name of Object.keys(argumentHeaders)) if (name.toLowerCase() === 'content-length') delete argumentHeaders[name];
        if (encoding !== 'identity') response.setHeader('content-encoding', encoding);
        addVary(response, 'Accept-Encoding');
        deferrer = streamingRewrite(response, encoding, write, end);
        deferrer.on('drain', () => response.emit('drain'));
      }
    }
    if (mode === 'whole') return this;
    return writeHead.call(this, status, ...rest);
  };
  rewritten.write = function writeRewritten(chunk, encoding, callback) {
    if (mode === undefined) response.writeHead(response.statusCode);
    if (mode === 'pass') return write.call(this, chunk, encoding, callback);
    const text = decode(decoder, chunk, encoding);
    if (mode === 'whole') {
      whole!.pieces.push(text);
      callbackOf(encoding, callback)?.();
      return true;
    }
    return deferrer!.write(text, callbackOf(encoding, callback));
  };
  rewritten.end = function endRewritten(chunk, encoding, callback) {
    if (mode === undefined) response.writeHead(response.statusCode);
    if (mode === 'pass') return end.call(this, chunk, encoding, callback);
    const text = decode(decoder, chunk, encoding) + decoder.end();
    const done = callbackOf(chunk, encoding, callback);
    if (mode === 'whole') {
      Object.assign(response, original);
      const { status, headers, pieces } = whole!;
      pieces.push(text);
      onWhole({ status, headers, html: pieces.join('') });
      done?.();
      return this;
    }
    if (done) response.once('finish', done);
    deferrer!.end(text);
    return this;
  };
}
