// Hydration after the page has painted, for server/start-server.mjs. Next.js puts every framework script in
// the head as `<script async>`: each is fetched at once, competing with the page's image, font and CSS on a
// slow connection, and runs the moment it arrives, holding the page's first frames behind ~160 KB of
// JavaScript. Every page is complete without JavaScript (links, forms and filters all work), so the scripts
// can wait: server/script-deferrer.mjs turns each into an inert data block naming its address and puts a small
// inline loader before `</body>` that starts them once the first paint is on screen.
//
// This module sits between Next.js and the connection. Next.js is asked for every page uncompressed (it would
// gzip it before anyone could read it). A page the caller wants whole (one it keeps in memory) is collected and
// handed over instead of being sent; any other page is rewritten as it streams, and gzipped when the client takes
// gzip, through a stream pipeline that holds Next.js back while the connection is slow.
import { StringDecoder } from 'node:string_decoder';
import { pipeline, Writable } from 'node:stream';
import { negotiateEncoding, streamCompressor, STREAMED_ENCODINGS } from './content-encoding.mjs';
import { DEFERRED_SCRIPT_ATTRIBUTE } from './hydration-loader/index.mjs';
import { isRouterRequest } from './router-request.mjs';
import { createScriptDeferrer } from './script-deferrer.mjs';

export { DEFERRED_SCRIPT_ATTRIBUTE };

/** A GET that may be answered with a page: not a build file, API route, file with an extension or router request. */
export function isPageRequest({ method, url = '/', headers }) {
  if (method !== 'GET') return false;
  const pathname = url.split('?')[0];
  if (pathname.startsWith('/_next/') || pathname.startsWith('/api/') || /\.[^/]*$/.test(pathname)) return false;
  return !isRouterRequest(headers);
}

const headerObject = (rest) => rest.find((argument) => argument && typeof argument === 'object' && !Array.isArray(argument));
const isHtmlPage = (status, type) => String(type ?? '').startsWith('text/html') && status !== 204 && status !== 304;
const callbackOf = (...args) => args.find((argument) => typeof argument === 'function');

/** The response's headers as they will go out: those set before, then those handed to writeHead. */
function headersAtHead(response, rest) {
  const headers = { ...response.getHeaders() };
  for (const [name, value] of Object.entries(headerObject(rest) ?? {})) headers[name.toLowerCase()] = value;
  return headers;
}

function addVary(response, name) {
  const vary = String(response.getHeader('vary') ?? '');
  if (!new RegExp(`(^|,)\\s*${name}\\s*(,|$)`, 'i').test(vary)) response.setHeader('vary', vary ? `${vary}, ${name}` : name);
}

/** A written piece as text: bytes through the decoder (a character may be split between pieces), text as it is. */
function decode(decoder, chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return '';
  if (typeof chunk === 'string' && (typeof encoding !== 'string' || /^utf-?8$/i.test(encoding))) return decoder.end() + chunk;
  return decoder.write(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk);
}

/**
 * Where the rewritten page goes: the deferrer, then gzip when negotiated, then the connection through the
 * response's own write, waiting for `drain` whenever the socket is full.
 */
function streamingRewrite(response, encoding, write, end) {
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
  const stages = compressor ? [deferrer, compressor, connection] : [deferrer, connection];
  pipeline(...stages, (error) => {
    if (error && !response.destroyed) response.destroy(error);
  });
  return deferrer;
}

/**
 * Defers the framework scripts of the page this response sends. `keepWhole(status, headers)`, asked when the head
 * goes out, chooses the pages to collect: for those, `onWhole({ status, headers, html })` gets the page as Next.js
 * sent it, the response untouched and its own methods back, for the caller to answer with. Anything that is not
 * an HTML page passes untouched.
 */
export function hydrateAfterPaint(request, response, { keepWhole = () => false, onWhole = () => {} } = {}) {
  if (!isPageRequest(request)) return;
  const encoding = negotiateEncoding(request.headers, STREAMED_ENCODINGS);
  request.headers['accept-encoding'] = 'identity';
  const original = { writeHead: response.writeHead, write: response.write, end: response.end };
  const { writeHead, write, end } = original;
  const decoder = new StringDecoder('utf8');
  /** Undecided until the head goes out; then 'pass', 'stream' (with its deferrer) or 'whole' (with the text so far). */
  let mode;
  let deferrer;
  let whole;

  response.writeHead = function writeHeadRewritingPages(status, ...rest) {
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
        if (argumentHeaders) for (const name of Object.keys(argumentHeaders)) if (name.toLowerCase() === 'content-length') delete argumentHeaders[name];
        if (encoding !== 'identity') response.setHeader('content-encoding', encoding);
        addVary(response, 'Accept-Encoding');
        deferrer = streamingRewrite(response, encoding, write, end);
        deferrer.on('drain', () => response.emit('drain'));
      }
    }
    if (mode === 'whole') return this;
    return writeHead.call(this, status, ...rest);
  };
  response.write = function writeRewritten(chunk, encoding, callback) {
    if (mode === undefined) response.writeHead(response.statusCode);
    if (mode === 'pass') return write.call(this, chunk, encoding, callback);
    const text = decode(decoder, chunk, encoding);
    if (mode === 'whole') {
      whole.pieces.push(text);
      callbackOf(encoding, callback)?.();
      return true;
    }
    return deferrer.write(text, callbackOf(encoding, callback));
  };
  response.end = function endRewritten(chunk, encoding, callback) {
    if (mode === undefined) response.writeHead(response.statusCode);
    if (mode === 'pass') return end.call(this, chunk, encoding, callback);
    const text = decode(decoder, chunk, encoding) + decoder.end();
    const done = callbackOf(chunk, encoding, callback);
    if (mode === 'whole') {
      Object.assign(response, original);
      whole.pieces.push(text);
      onWhole({ status: whole.status, headers: whole.headers, html: whole.pieces.join('') });
      done?.();
      return this;
    }
    if (done) response.once('finish', done);
    deferrer.end(text);
    return this;
  };
}
