// The HTML rewrite behind server/hydrate-after-paint.ts, on a real HTML tokenizer (parse5's rewriting stream):
// each framework script (`<script src="/_next/static/chunks/….js" async>`, with at most a nonce besides) becomes
// an inert data block naming its address, every preload of such a script goes, the tap catcher goes in right
// after the `<body …>` start tag and the loader that starts the scripts after the first paint before `</body>`.
// Attribute order, quoting and case do not matter; every other token passes through as the bytes it came in.
import type { Transform } from 'node:stream';
import { RewritingStream } from 'parse5-html-rewriting-stream';
import { DEFERRED_SCRIPT_ATTRIBUTE, hydrationLoader, tapCatcher } from './hydration-loader';

// A build file's address needs no escaping inside a double-quoted attribute: no quote, `&`, `<`, `>` or space.
const frameworkChunk = /^\/_next\/static\/chunks\/[^"'&<>\s]+\.js$/;
const SCRIPT_ATTRIBUTES_KEPT_BY_DEFERRING = new Set(['src', 'async', 'nonce']);
const loaderElement = `<script>${hydrationLoader}</script>`;
const catcherElement = `<script>${tapCatcher}</script>`;

type StartTag = Parameters<RewritingStream['emitStartTag']>[0];
type Done = (error?: Error | null, data?: string) => void;

const attributeOf = (tag: StartTag, name: string) => tag.attrs.find((attribute) => attribute.name === name)?.value;

function frameworkScriptSource(tag: StartTag): string | undefined {
  if (tag.tagName !== 'script') return undefined;
  const src = attributeOf(tag, 'src');
  if (!src || !frameworkChunk.test(src) || attributeOf(tag, 'async') === undefined) return undefined;
  return tag.attrs.every((attribute) => SCRIPT_ATTRIBUTES_KEPT_BY_DEFERRING.has(attribute.name)) ? src : undefined;
}

function isFrameworkPreload(tag: StartTag): boolean {
  if (tag.tagName !== 'link') return false;
  const rel = (attributeOf(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
  const href = attributeOf(tag, 'href') ?? '';
  return rel.includes('preload') && (attributeOf(tag, 'as') ?? '').toLowerCase() === 'script' && frameworkChunk.test(href);
}

/**
 * A transform stream of HTML text: what goes in is a page as Next.js sends it, what comes out is the page with
 * its framework scripts deferred. Each written piece comes out as one piece (the tokenizer's per-token output is
 * joined), so a compressor behind it sees as many writes as Next.js made; a tag cut between pieces waits for its end.
 */
class ScriptDeferrer extends RewritingStream {
  #pieces: string[] | null = null;
  #deferredAny = false;
  #loaderWritten = false;
  #catcherWritten = false;

  constructor() {
    super();
    this.on('startTag', (tag, raw) => {
      const src = frameworkScriptSource(tag);
      if (src) {
        this.#deferredAny = true;
        this.emitRaw(`<script type="text/x-deferred" ${DEFERRED_SCRIPT_ATTRIBUTE}="${src}">`);
      } else if (!isFrameworkPreload(tag)) this.emitRaw(raw);
      // The framework scripts are in the head: a page whose scripts wait gets the catcher before any of its body.
      if (tag.tagName === 'body' && this.#deferredAny && !this.#catcherWritten) {
        this.#catcherWritten = true;
        this.emitRaw(catcherElement);
      }
    });
    this.on('endTag', (tag, raw) => {
      if (tag.tagName === 'body') this.#writeLoaderIfNeeded();
      this.emitRaw(raw);
    });
  }

  #writeLoaderIfNeeded() {
    if (!this.#deferredAny || this.#loaderWritten) return;
    this.#loaderWritten = true;
    this.emitRaw(loaderElement);
  }

  override emitRaw(html: string): void {
    if (this.#pieces) this.#pieces.push(html);
    else this.push(html);
  }

  /** Runs the tokenizer over one piece (it emits synchronously) and hands on what it emitted as one string. */
  #collect(run: () => void): string {
    this.#pieces = [];
    try {
      run();
      return this.#pieces.join('');
    } finally {
      this.#pieces = null;
    }
  }

  override _transform(chunk: string, encoding: string, callback: Done): void {
    let failure: Error | null = null;
    const out = this.#collect(() => super._transform(chunk, encoding, (error) => (failure = error ?? null)));
    callback(failure, out || undefined);
  }

  override _final(callback: Done): void {
    let failure: Error | null = null;
    const out = this.#collect(() => {
      super._final((error) => (failure = error ?? null));
      // A page cut short of </body> still gets its scripts started.
      this.#writeLoaderIfNeeded();
    });
    if (out) this.push(out);
    callback(failure);
  }
}

/** A stream that defers a page's framework scripts; write text (not bytes) into it. */
export const createScriptDeferrer = (): Transform => new ScriptDeferrer();

/** The whole page rewritten at once: for a page kept in memory. */
export function deferScripts(html: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const deferrer = createScriptDeferrer();
    const pieces: string[] = [];
    deferrer.on('data', (piece: string) => pieces.push(piece));
    deferrer.on('end', () => resolve(pieces.join('')));
    deferrer.on('error', reject);
    deferrer.end(html);
  });
}
