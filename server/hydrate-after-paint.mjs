// Hydration after the page has painted, for server/start-server.mjs. Next.js puts every framework script in
// the head as `<script async>`: each is fetched at once, competing with the page's image, font and CSS on a
// slow connection, and runs the moment it arrives, holding the page's first frames behind ~160 KB of
// JavaScript. Every page is complete without JavaScript (links, forms and filters all work), so the scripts
// can wait: each becomes an inert data block naming its address, and a small inline loader before `</body>`
// fetches and runs them all once the page has loaded, its first paint is on screen and two more frames have
// passed, so the largest paint is on screen before any script is even requested. A page whose images are
// slow waits a few seconds at most. Next's low-priority preload of its bootstrap script goes too.
import { StringDecoder } from 'node:string_decoder';
import { createGzip, gzip, constants as zlib } from 'node:zlib';
import { DEFERRED_SCRIPT_ATTRIBUTE, hydrationLoader } from './hydration-loader/index.mjs';
import { isRouterRequest } from './router-request.mjs';

export { DEFERRED_SCRIPT_ATTRIBUTE };

// A framework script exactly as React writes it: its src under /_next/static/chunks, async, maybe a nonce.
const frameworkScript = /<script((?:\s+(?:src="\/_next\/static\/chunks\/[^"<>]+\.js"|async=""|nonce="[^"<>]*"))+)\s*><\/script>/g;
// Next's preload of one of them, which would fetch it early all the same.
const frameworkPreload = /<link rel="preload" as="script" fetchPriority="low"(?: nonce="[^"<>]*")? href="\/_next\/static\/chunks\/[^"<>]+\.js"\/>/g;
const MAX_TAG_LENGTH = 400;

function deferredScript(match, attributes) {
  const src = /src="([^"]+)"/.exec(attributes)?.[1];
  if (!src || !/(^|\s)async=""/.test(attributes)) return match;
  return `<script type="text/x-deferred" ${DEFERRED_SCRIPT_ATTRIBUTE}="${src}"></script>`;
}

/** Where the text's end might be the start of a framework script or preload (or of `</body>`) cut by a chunk boundary. */
function heldBackFrom(text) {
  const script = text.lastIndexOf('<script');
  if (script !== -1 && !text.includes('</script>', script) && text.length - script < MAX_TAG_LENGTH) return script;
  const link = text.lastIndexOf('<link');
  if (link !== -1 && !text.includes('>', link) && text.length - link < MAX_TAG_LENGTH) return link;
  const bracket = text.lastIndexOf('<');
  if (bracket === -1) return text.length;
  const tail = text.slice(bracket);
  return ['<script', '<link', '</body>'].some((start) => start.startsWith(tail)) ? bracket : text.length;
}

/**
 * Rewrites an HTML stream piece by piece: `push` each decoded piece, then `finish`; the pieces returned,
 * concatenated, are the page with its framework scripts deferred and the loader before `</body>`.
 */
export function createScriptDeferrer() {
  let pending = '';
  let deferredAny = false;
  let loaderWritten = false;
  const rewrite = (text) => {
    let out = text
      .replace(frameworkScript, (match, attributes) => {
        const replaced = deferredScript(match, attributes);
        if (replaced !== match) deferredAny = true;
        return replaced;
      })
      .replace(frameworkPreload, '');
    if (deferredAny && !loaderWritten && out.includes('</body>')) {
      out = out.replace('</body>', `<script>${hydrationLoader}</script></body>`);
      loaderWritten = true;
    }
    return out;
  };
  return {
    push(piece) {
      const text = pending + piece;
      const cut = heldBackFrom(text);
      pending = text.slice(cut);
      return rewrite(text.slice(0, cut));
    },
    finish() {
      const out = rewrite(pending);
      pending = '';
      // A page cut short of </body> still gets its scripts.
      return deferredAny && !loaderWritten ? `${out}<script>${hydrationLoader}</script>` : out;
    },
  };
}

/** A GET that may be answered with a page: not a build file, API route, file with an extension or router request. */
export function isPageRequest({ method, url = '/', headers }) {
  if (method !== 'GET') return false;
  const pathname = url.split('?')[0];
  if (pathname.startsWith('/_next/') || pathname.startsWith('/api/') || /\.[^/]*$/.test(pathname)) return false;
  return !isRouterRequest(headers);
}

const headerObject = (rest) => rest.find((argument) => argument && typeof argument === 'object' && !Array.isArray(argument));
const isHtmlPage = (status, type) => String(type ?? '').startsWith('text/html') && status !== 204 && status !== 304;

function announceGzip(response) {
  response.setHeader('content-encoding', 'gzip');
  const vary = String(response.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Defers the framework scripts of the page this response sends. Next.js is asked for the page
 * uncompressed (it would gzip it before anyone could read it) and the rewritten page is gzipped
 * here instead, when the client takes gzip. Anything that is not an HTML page passes untouched.
 */
export function hydrateAfterPaint(request, response) {
  if (!isPageRequest(request)) return;
  const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  request.headers['accept-encoding'] = 'identity';
  const { writeHead, write, end } = response;
  /** Undecided until the head goes out; then null (untouched) or the streaming rewrite. */
  let rewriting;

  response.writeHead = function writeHeadRewritingPages(status, ...rest) {
    if (rewriting === undefined) {
      const headers = headerObject(rest);
      const typeInArgs = headers && Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
      if (isHtmlPage(status, typeInArgs ?? response.getHeader('content-type'))) {
        response.removeHeader('content-length');
        if (headers) for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name];
        if (acceptsGzip) announceGzip(response);
        rewriting = { deferrer: createScriptDeferrer(), decoder: new StringDecoder('utf8'), ...sink(response, acceptsGzip, write, end) };
      } else rewriting = null;
    }
    return writeHead.call(this, status, ...rest);
  };
  response.write = function writeRewritten(chunk, encoding, callback) {
    if (!response.headersSent) response.writeHead(response.statusCode);
    if (!rewriting) return write.call(this, chunk, encoding, callback);
    rewriting.send(rewriting.deferrer.push(decode(rewriting.decoder, chunk, encoding)));
    if (typeof callback === 'function') callback();
    else if (typeof encoding === 'function') encoding();
    return true;
  };
  response.end = function endRewritten(chunk, encoding, callback) {
    if (!response.headersSent) response.writeHead(response.statusCode);
    if (!rewriting) return end.call(this, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
    const last = typeof chunk !== 'function' && chunk !== undefined && chunk !== null ? decode(rewriting.decoder, chunk, encoding) : '';
    rewriting.finish(rewriting.deferrer.push(last) + rewriting.decoder.end() + rewriting.deferrer.finish(), done);
    return this;
  };
}

/** A written piece as text: bytes through the decoder (a character may be split between pieces), text as it is. */
function decode(decoder, chunk, encoding) {
  if (typeof chunk === 'string' && (typeof encoding !== 'string' || /^utf-?8$/i.test(encoding))) return decoder.end() + chunk;
  return decoder.write(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk);
}

/**
 * Where rewritten text goes: straight to the response, or gzipped. A page that arrives in one piece (a
 * prerendered one) is compressed in one go; one that streams in several goes through a gzip stream flushed
 * per piece, so it still streams.
 */
function sink(response, gzipped, write, end) {
  let compressor;
  const stream = () => {
    if (!compressor) {
      compressor = createGzip();
      compressor.on('data', (bytes) => write.call(response, bytes));
      compressor.on('error', (error) => response.destroy(error));
    }
    return compressor;
  };
  return {
    send(text) {
      if (!text) return;
      if (!gzipped) {
        write.call(response, text);
        return;
      }
      stream().write(text);
      compressor.flush(zlib.Z_SYNC_FLUSH);
    },
    finish(text, done) {
      if (!gzipped) {
        end.call(response, text, done);
      } else if (compressor) {
        compressor.on('end', () => end.call(response, done));
        compressor.end(text);
      } else {
        gzip(Buffer.from(text, 'utf8'), (error, body) => (error ? response.destroy(error) : end.call(response, body, done)));
      }
    },
  };
}
