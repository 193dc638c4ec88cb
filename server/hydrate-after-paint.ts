// Hydration after the page has painted, for server/start-server.ts. Next.js puts every framework script in
// the head as `<script async>`: each is fetched at once, competing with the page's image, font and CSS on a
// slow connection, and runs the moment it arrives, holding the page's first frames behind ~160 KB of
// JavaScript. Every page is complete without JavaScript (links, forms and filters all work), so the scripts
// can wait: server/script-deferrer.ts turns each into an inert data block naming its address and puts a small
// inline loader before `</body>` that starts them once the first paint is on screen.
//
// How the page gets from Next.js through the rewrite: Next.js's request handler writes to a Node ServerResponse
// (it calls setHeader, writeHead or flushHeaders, write with `drain`, flush, end, and waits for `finish`/`close`),
// so it must be handed one; a stand-in object or a detached response would lose the socket's backpressure. The
// server is created with `createServer({ ServerResponse: PageResponse })`, so every response is a PageResponse:
// a ServerResponse whose body, once `rewritePage()` is asked for a page request and the head says HTML, is rewritten
// in its own write calls, each piece as Next.js writes it (server/script-deferrer.ts's rewriter, synchronous), then
// goes to gzip when negotiated, whose output goes to the connection (the response's own ServerResponse write and
// end, pausing while the socket is full). `write` returns what the compressor's (or the connection's) does, and the
// compressor's `drain` is the response's, so a slow connection holds Next.js back. No stream stands between Next.js
// and the compressor, nor after it: a Transform for the rewrite and a Writable for the connection cost ~0.05 ms of
// main-thread CPU a page in stream bookkeeping alone (0.69 against 0.64 ms for a 74 KB listing written in 8 pieces
// and gzipped, the two ways alternating every 2 s in one process, #53), over half of what the rewrite itself costs.
// A response not asked to rewrite (anything that is no page) costs one field test per call. Next.js is asked for
// every page uncompressed (it would gzip it before anyone could read it).
//
// A page the caller wants whole (one it keeps in memory, server/page-responder.ts) is collected and handed over
// instead of being sent, the response left as it was for the caller to answer with. A page the caller may want a
// copy of (a listing asked for the first time, which others may ask for while it renders) streams as any page,
// the pieces Next.js wrote kept by reference on the side and handed over, as Next.js sent them, once it has ended.
import { ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { Transform } from 'node:stream';
import { negotiateEncoding, streamCompressor, STREAMED_ENCODINGS, type StreamedEncoding } from './content-encoding';
import { DEFERRED_SCRIPT_ATTRIBUTE } from './hydration-loader';
import { isRouterRequest, type RequestHeaders } from './router-request';
import { ScriptDeferringRewriter, type ScriptDeferrerOptions } from './script-deferrer';

export { DEFERRED_SCRIPT_ATTRIBUTE };

/** A page collected whole, as Next.js sent it: status, headers (lower-case names) and uncompressed HTML bytes. */
export type WholePage = { status: number; headers: OutgoingHttpHeaders; body: Buffer };
/** A streamed page's copy: as a WholePage, its bytes joined only when asked for (most copies are never read). */
export type CopiedPage = { status: number; headers: OutgoingHttpHeaders; body: () => Buffer };

export type HydrateAfterPaintOptions = ScriptDeferrerOptions & {
  /** Asked when the head goes out: whether to collect this page instead of sending it. */
  keepWhole?: (status: number, headers: OutgoingHttpHeaders) => boolean;
  /** Gets a collected page, the response untouched and sending as any response again. */
  onWhole?: (whole: WholePage) => void;
  /** Asked when the head of a page to stream goes out (not one kept whole): whether to keep a copy of its bytes. */
  copyWhole?: (status: number, headers: OutgoingHttpHeaders) => boolean;
  /** Gets the copy once Next.js has ended the page (not when the connection closed before). */
  onCopy?: (copy: CopiedPage) => void;
};

/** Called with the status and the headers about to go out (lower-case names), before anything else looks at them. */
export type HeadHook = (status: number, headers: OutgoingHttpHeaders) => void;

// ServerResponse's own methods, called on a PageResponse to reach the connection; the arguments vary by overload.
type WriteHead = (this: ServerResponse, status: number, ...rest: unknown[]) => ServerResponse;
type Write = (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;
const baseWriteHead = ServerResponse.prototype.writeHead as unknown as WriteHead;
const baseWrite = ServerResponse.prototype.write as unknown as Write;
const baseEnd = ServerResponse.prototype.end as unknown as End;
const EMPTY = Buffer.alloc(0);

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

function addVary(response: ServerResponse, name: string) {
  const vary = String(response.getHeader('vary') ?? '');
  const named = vary.split(',').some((each) => each.trim().toLowerCase() === name.toLowerCase());
  if (!named) response.setHeader('vary', vary ? `${vary}, ${name}` : name);
}

/** A written piece as bytes, or text in UTF-8, for the deferrer; nothing for none. */
function bodyPiece(chunk: unknown, encoding: unknown): Buffer | string | undefined {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined;
  if (typeof chunk === 'string')
    return typeof encoding === 'string' && !/^utf-?8$/i.test(encoding) ? Buffer.from(chunk, encoding as BufferEncoding) : chunk;
  return chunk as Buffer;
}

const joinPieces = (pieces: (Buffer | string)[]) =>
  Buffer.concat(pieces.map((each) => (typeof each === 'string' ? Buffer.from(each) : each)));

type Rewrite = Required<Pick<HydrateAfterPaintOptions, 'keepWhole' | 'onWhole' | 'copyWhole' | 'onCopy'>> & {
  encoding: StreamedEncoding;
  deferrerOptions: ScriptDeferrerOptions;
};

/** Every response of server/start-server.ts's server: see the top of this module. */
export class PageResponse extends ServerResponse {
  #headHooks: HeadHook[] = [];
  /** Set by rewritePage(): what to do with a page once its head says it is one. */
  #rewrite: Rewrite | null = null;
  /** The body's way, decided when the head goes out: rewritten (and compressed) as it comes, or collected whole. */
  #rewriter: ScriptDeferringRewriter | null = null;
  /** The compressor of a rewritten page sent in a coding (gzip); none for identity. */
  #compressor: Transform | null = null;
  #whole: { status: number; headers: OutgoingHttpHeaders; pieces: (Buffer | string)[] } | null = null;
  /** A streamed page's pieces as written, when a copy was asked for. */
  #copy: { status: number; headers: OutgoingHttpHeaders; pieces: (Buffer | string)[]; done: (copy: CopiedPage) => void } | null = null;

  /** Runs `hook` when the head goes out, before the page's way is decided (e.g. to set its policy). */
  beforeHead(hook: HeadHook): void {
    this.#headHooks.push(hook);
  }

  /** Defers the framework scripts of the page this response sends, when the request is a page's (see hydrateAfterPaint). */
  rewritePage(
    request: IncomingMessage,
    {
      keepWhole = () => false,
      onWhole = () => {},
      copyWhole = () => false,
      onCopy = () => {},
      ...deferrerOptions
    }: HydrateAfterPaintOptions,
  ): void {
    if (!isPageRequest(request)) return;
    const encoding = negotiateEncoding(request.headers, STREAMED_ENCODINGS);
    request.headers['accept-encoding'] = 'identity';
    this.#rewrite = { keepWhole, onWhole, copyWhole, onCopy, encoding, deferrerOptions };
  }

  override writeHead(status: number, ...rest: unknown[]): this {
    if (this.#whole) return this;
    if (this.headersSent) return baseWriteHead.call(this, status, ...rest) as this;
    if (this.#headHooks.length > 0 || this.#rewrite) {
      // The headers as they will go out: those set before, then those handed to writeHead.
      const argumentHeaders = headerObject(rest);
      const headersAtHead = () => {
        // getHeaders() makes a new object each time: the hooks' snapshot is theirs, and the one after is new.
        const headers: OutgoingHttpHeaders = this.getHeaders();
        if (argumentHeaders) for (const name of Object.keys(argumentHeaders)) headers[name.toLowerCase()] = argumentHeaders[name];
        return headers;
      };
      const hooks = this.#headHooks;
      this.#headHooks = [];
      if (hooks.length > 0) {
        const headersBeforeHooks = headersAtHead();
        for (const hook of hooks) hook(status, headersBeforeHooks);
      }
      // Again: a hook may have set some.
      const headers = headersAtHead();
      const rewrite = this.#rewrite;
      this.#rewrite = null;
      if (rewrite && isHtmlPage(status, headers['content-type'])) {
        if (rewrite.keepWhole(status, headers)) {
          this.#whole = { status, headers, pieces: [] };
          this.#wholeDone = rewrite.onWhole;
          return this;
        }
        if (rewrite.copyWhole(status, headers)) this.#copy = { status, headers, pieces: [], done: rewrite.onCopy };
        this.#startRewrite(rewrite, argumentHeaders);
      }
    }
    return baseWriteHead.call(this, status, ...rest) as this;
  }

  #wholeDone: ((whole: WholePage) => void) | null = null;

  /** Rewritten bytes to the compressor, or straight to the connection; what Next.js's write returns. */
  #send(bytes: Buffer, done: ((error?: Error | null) => void) | undefined): boolean {
    if (bytes.length === 0) {
      if (done) process.nextTick(done);
      return true;
    }
    if (this.#compressor) return this.#compressor.write(bytes, done);
    return baseWrite.call(this, bytes, done);
  }

  override write(chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    if (!this.headersSent && !this.#whole && (this.#rewrite || this.#headHooks.length > 0)) this.writeHead(this.statusCode);
    if (this.#rewriter) {
      const piece = bodyPiece(chunk, encoding);
      if (piece === undefined) return true;
      this.#copy?.pieces.push(piece);
      return this.#send(this.#rewritten(this.#rewriter, piece, false), callbackOf(encoding, callback));
    }
    if (this.#whole) {
      const piece = bodyPiece(chunk, encoding);
      if (piece !== undefined) this.#whole.pieces.push(piece);
      callbackOf(encoding, callback)?.();
      return true;
    }
    return baseWrite.call(this, chunk, encoding, callback);
  }

  override end(chunk?: unknown, encoding?: unknown, callback?: unknown): this {
    if (!this.headersSent && !this.#whole && (this.#rewrite || this.#headHooks.length > 0)) this.writeHead(this.statusCode);
    const done = callbackOf(chunk, encoding, callback);
    const piece = bodyPiece(chunk, encoding);
    if (this.#rewriter) {
      const rewriter = this.#rewriter;
      this.#rewriter = null;
      if (done) this.once('finish', done);
      const last = this.#rewritten(rewriter, piece, true);
      const compressor = this.#compressor;
      this.#compressor = null;
      const copy = this.#copy;
      this.#copy = null;
      if (this.destroyed) return this;
      if (compressor) {
        if (last.length > 0) compressor.end(last);
        else compressor.end();
      } else baseEnd.call(this, last.length > 0 ? last : undefined);
      if (copy) {
        if (piece !== undefined) copy.pieces.push(piece);
        copy.done({ status: copy.status, headers: copy.headers, body: () => joinPieces(copy.pieces) });
      }
      return this;
    }
    if (this.#whole) {
      const { status, headers, pieces } = this.#whole;
      const onWhole = this.#wholeDone!;
      this.#whole = null;
      this.#wholeDone = null;
      if (piece !== undefined) pieces.push(piece);
      onWhole({ status, headers, body: joinPieces(pieces) });
      done?.();
      return this;
    }
    return baseEnd.call(this, chunk, encoding, callback) as this;
  }

  /**
   * The page's body from here on is rewritten piece by piece as Next.js writes it (the rewriter, called in write:
   * no stream of its own), then compressed as negotiated and sent. With no compressor, a rewritten piece is written
   * to the connection at once. Compressed, the compressor's output goes to the connection, pausing while the
   * connection is full; Next.js waits for the response's `drain` when the compressor is.
   */
  #startRewrite({ encoding, deferrerOptions }: Rewrite, argumentHeaders: OutgoingHttpHeaders | undefined) {
    this.removeHeader('content-length');
    if (argumentHeaders)
      for (const name of Object.keys(argumentHeaders)) if (name.toLowerCase() === 'content-length') delete argumentHeaders[name];
    if (encoding !== 'identity') this.setHeader('content-encoding', encoding);
    addVary(this, 'Accept-Encoding');
    const compressor = streamCompressor(encoding);
    if (compressor) {
      compressor.on('data', (bytes: Buffer) => {
        if (baseWrite.call(this, bytes)) return;
        compressor.pause();
        this.once('drain', () => compressor.resume());
      });
      compressor.once('end', () => baseEnd.call(this));
      compressor.once('error', (error) => this.#fail(error));
      compressor.on('drain', () => this.emit('drain'));
    }
    // A connection gone mid-page: the compressor stops instead of waiting for a `drain` that never comes, and a copy
    // of what came so far is no page.
    this.once('close', () => {
      if (this.writableFinished) return;
      this.#copy = null;
      this.#rewriter = null;
      compressor?.destroy();
    });
    this.#rewriter = new ScriptDeferringRewriter(deferrerOptions);
    this.#compressor = compressor;
  }

  /** A piece rewritten; nothing when the rewrite failed (the response is then destroyed with its error). */
  #rewritten(rewriter: ScriptDeferringRewriter, piece: Buffer | string | undefined, last: boolean): Buffer {
    try {
      const bytes = piece === undefined ? EMPTY : rewriter.write(typeof piece === 'string' ? Buffer.from(piece) : piece);
      return last ? Buffer.concat([bytes, rewriter.end()]) : bytes;
    } catch (error) {
      this.#fail(error as Error);
      return EMPTY;
    }
  }

  #fail(error: Error) {
    this.#rewriter = null;
    this.#compressor?.destroy();
    this.#compressor = null;
    if (!this.destroyed) this.destroy(error);
  }
}

/**
 * Defers the framework scripts of the page this response sends. `keepWhole(status, headers)`, asked when the head
 * goes out, chooses the pages to collect: for those, `onWhole({ status, headers, body })` gets the page as Next.js
 * sent it, the response untouched and sending as any response again, for the caller to answer with. Anything that
 * is not an HTML page passes untouched. The response must be a PageResponse (the server's `ServerResponse` option).
 */
export function hydrateAfterPaint(request: IncomingMessage, response: ServerResponse, options: HydrateAfterPaintOptions = {}): void {
  if (!(response instanceof PageResponse)) {
    throw new TypeError(
      'hydrateAfterPaint: the response is no PageResponse; create the server with createServer({ ServerResponse: PageResponse })',
    );
  }
  response.rewritePage(request, options);
}

/** Runs `hook` when the response's head goes out (see PageResponse.beforeHead). */
export function beforeHead(response: ServerResponse, hook: HeadHook): void {
  if (!(response instanceof PageResponse)) {
    throw new TypeError(
      'beforeHead: the response is no PageResponse; create the server with createServer({ ServerResponse: PageResponse })',
    );
  }
  response.beforeHead(hook);
}
