// The HTML rewrite behind server/hydrate-after-paint.ts, on htmlparser2's tokenizer (a state machine over the
// text that reports tokens as offsets into it, allocating nothing for text it is not asked about): each framework
// script (`<script src="/_next/static/chunks/….js" async>`, with at most a nonce besides) becomes an inert data
// block naming its address, every preload of such a script goes, the loader that starts them after the first
// paint goes in before `</body>` (or at the end of a page cut short of it), and the tap catcher goes
// in right after the `<body …>` start tag. Attribute order, quoting and case do not matter; every other byte
// passes through exactly as it came in: the output is the input's own text, sliced around the tags replaced.
//
// parse5's rewriting stream, which this replaces, builds a tree-builder-grade token with decoded attributes for
// every tag and text run of the page and re-serialises them: 7-14 ms for a 150 KB page. Here only the start tags
// of script, link and body have their attributes read at all (~1 ms for 200 KB).
//
// The rewrite works on the page's bytes, read as latin1: one character per byte, so decoding and encoding cost
// next to nothing (UTF-8 decoding and re-encoding a 200 KB page took longer than tokenizing it), a character cut
// between two pieces needs no care, and every byte not replaced comes out as it came in. Markup is ASCII, so the
// tokenizer sees the same tags; what is inserted is put in as its UTF-8 bytes.
import { Tokenizer, type TokenizerCallbacks as Callbacks } from 'htmlparser2';
import { Transform, type TransformCallback } from 'node:stream';
import { DEFERRED_SCRIPT_ATTRIBUTE, hydrationLoader, tapCatcher } from './hydration-loader';

// A build file's address needs no escaping inside a double-quoted attribute: no quote, `&`, `<`, `>` or space.
const frameworkChunk = /^\/_next\/static\/chunks\/[^"'&<>\s]+\.js$/;
const SCRIPT_ATTRIBUTES_KEPT_BY_DEFERRING = new Set(['src', 'async', 'nonce']);
/** Text as its UTF-8 bytes read as latin1: how the rewrite holds what it inserts. */
const asBytes = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
const loaderElement = asBytes(`<script>${hydrationLoader}</script>`);
/** The start tags whose attributes decide anything; every other tag is passed over unread. */
const TAGS_READ = new Set(['script', 'link', 'body']);

export type ScriptDeferrerOptions = {
  /**
   * The text of an inline script put right after the `<body …>` start tag, before anything the page shows (e.g. a
   * listener that must catch taps from the first byte of the body); none when empty. Its hash must be in the
   * page's Content-Security-Policy, as the loader's is (server/csp.ts).
   */
  bodyStartScript?: string;
};

/**
 * The inline script a page whose framework scripts wait gets right after `<body …>`: the tap catcher
 * (browser/hydration-loader/tap-catcher.ts), which holds taps on a page still streaming until the loader takes over.
 */
export const BODY_START_SCRIPT = tapCatcher;

type StartTag = { name: string; start: number; attributes: Map<string, string> };

function frameworkScriptSource({ name, attributes }: StartTag): string | undefined {
  if (name !== 'script') return undefined;
  const src = attributes.get('src');
  if (!src || !frameworkChunk.test(src) || !attributes.has('async')) return undefined;
  for (const attribute of attributes.keys()) if (!SCRIPT_ATTRIBUTES_KEPT_BY_DEFERRING.has(attribute)) return undefined;
  return src;
}

function isFrameworkPreload({ name, attributes }: StartTag): boolean {
  if (name !== 'link') return false;
  const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
  return (
    rel.includes('preload') && (attributes.get('as') ?? '').toLowerCase() === 'script' && frameworkChunk.test(attributes.get('href') ?? '')
  );
}

/**
 * The rewrite as a state machine over a page written to it in pieces, each its bytes read as latin1 (a byte a
 * character; see the top of this module): `write(text)` returns what can go out now
 * (everything up to the last token known complete; a tag cut between pieces waits for its end), `end()` the rest.
 * Offsets are into the whole page; `text` holds the page from `textStart` on, everything before having gone out.
 */
export class ScriptDeferringRewriter implements Partial<Callbacks> {
  readonly #tokenizer: Tokenizer;
  readonly #bodyStartElement: string;
  #text = '';
  #textStart = 0;
  /** Where output stands: everything before has gone out (or been dropped). */
  #emitted = 0;
  /** The end of the last complete token: up to here nothing can change any more. */
  #settled = 0;
  #out: string[] = [];
  #tag: StartTag | null = null;
  #attribute: { name: string; value: string } | null = null;
  #deferredAny = false;
  #loaderWritten = false;
  #bodyStarted = false;

  constructor({ bodyStartScript = BODY_START_SCRIPT }: ScriptDeferrerOptions = {}) {
    if (/<\/script|<!--/i.test(bodyStartScript)) throw new Error('bodyStartScript cannot be inlined in a <script> element');
    this.#bodyStartElement = bodyStartScript ? asBytes(`<script>${bodyStartScript}</script>`) : '';
    // Entities stay undecoded: a framework chunk's address has none, and text is never read.
    this.#tokenizer = new Tokenizer({ xmlMode: false, decodeEntities: false }, this as unknown as Callbacks);
  }

  write(piece: string): string {
    this.#text += piece;
    this.#tokenizer.write(piece);
    this.#emitUpTo(this.#settled);
    return this.#flushOut();
  }

  end(): string {
    this.#tokenizer.end();
    this.#emitUpTo(this.#textStart + this.#text.length);
    // A page cut short of </body> still gets its scripts started.
    this.#writeLoaderIfNeeded();
    return this.#flushOut();
  }

  #slice(start: number, end: number): string {
    return this.#text.slice(start - this.#textStart, end - this.#textStart);
  }

  #emitUpTo(position: number) {
    if (position <= this.#emitted) return;
    this.#out.push(this.#slice(this.#emitted, position));
    this.#emitted = position;
  }

  #flushOut(): string {
    // Drop the text that has gone out; what is held (a tag not yet complete) stays.
    this.#text = this.#text.slice(this.#emitted - this.#textStart);
    this.#textStart = this.#emitted;
    const out = this.#out.length === 1 ? this.#out[0]! : this.#out.join('');
    this.#out = [];
    return out;
  }

  #writeLoaderIfNeeded() {
    if (!this.#deferredAny || this.#loaderWritten) return;
    this.#loaderWritten = true;
    this.#out.push(loaderElement);
  }

  #startTagEnded(endIndex: number) {
    const tag = this.#tag;
    this.#tag = null;
    this.#settled = endIndex + 1;
    if (!tag) return;
    const src = frameworkScriptSource(tag);
    if (src) {
      this.#deferredAny = true;
      this.#emitUpTo(tag.start);
      this.#out.push(`<script type="text/x-deferred" ${DEFERRED_SCRIPT_ATTRIBUTE}="${src}">`);
      this.#emitted = endIndex + 1;
    } else if (isFrameworkPreload(tag)) {
      this.#emitUpTo(tag.start);
      this.#emitted = endIndex + 1;
    } else if (tag.name === 'body' && !this.#bodyStarted) {
      // The framework scripts are in the head: only a page whose scripts wait (and so gets the loader) needs it.
      this.#bodyStarted = true;
      if (!this.#deferredAny) return;
      this.#emitUpTo(endIndex + 1);
      if (this.#bodyStartElement) this.#out.push(this.#bodyStartElement);
    }
  }

  // The tokenizer's callbacks (offsets into the whole page).
  ontext(_start: number, end: number) {
    this.#settled = end;
  }

  onopentagname(start: number, end: number) {
    const name = this.#slice(start, end).toLowerCase();
    this.#tag = TAGS_READ.has(name) ? { name, start: start - 1, attributes: new Map() } : null;
  }

  onattribname(start: number, end: number) {
    this.#attribute = this.#tag ? { name: this.#slice(start, end).toLowerCase(), value: '' } : null;
  }

  onattribdata(start: number, end: number) {
    if (this.#attribute) this.#attribute.value += this.#slice(start, end);
  }

  onattribend() {
    const attribute = this.#attribute;
    this.#attribute = null;
    // As HTML does: of an attribute repeated, the first counts.
    if (attribute && !this.#tag!.attributes.has(attribute.name)) this.#tag!.attributes.set(attribute.name, attribute.value);
  }

  onopentagend(endIndex: number) {
    this.#startTagEnded(endIndex);
  }

  onselfclosingtag(endIndex: number) {
    this.#startTagEnded(endIndex);
  }

  onclosetag(start: number) {
    // `</body>`: the loader goes in before it. `start` is the name's; the tag begins at the `<` before.
    if (this.#slice(start, start + 4).toLowerCase() !== 'body' || !this.#deferredAny || this.#loaderWritten) return;
    const open = this.#text.lastIndexOf('<', start - this.#textStart) + this.#textStart;
    this.#emitUpTo(open);
    this.#writeLoaderIfNeeded();
  }

  oncomment(_start: number, endIndex: number) {
    this.#settled = endIndex + 1;
  }

  ondeclaration(_start: number, endIndex: number) {
    this.#settled = endIndex + 1;
  }

  onprocessinginstruction(_start: number, endIndex: number) {
    this.#settled = endIndex + 1;
  }

  oncdata() {}
  onattribentity() {}
  ontextentity() {}
  onend() {}
}

/**
 * A transform stream of HTML: a page as Next.js sends it in (bytes, or text), the page with its framework scripts
 * deferred out, as bytes. Each written piece comes out as at most one piece, so a compressor behind it sees no
 * more writes than Next.js made.
 */
class ScriptDeferrer extends Transform {
  readonly #rewriter: ScriptDeferringRewriter;

  constructor(options: ScriptDeferrerOptions) {
    super({ decodeStrings: false });
    this.#rewriter = new ScriptDeferringRewriter(options);
  }

  override _transform(chunk: Buffer | string, encoding: BufferEncoding | 'buffer', callback: TransformCallback): void {
    try {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, encoding === 'buffer' ? 'utf8' : encoding) : chunk;
      const out = this.#rewriter.write(bytes.toString('latin1'));
      callback(null, out ? Buffer.from(out, 'latin1') : undefined);
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    try {
      const out = this.#rewriter.end();
      callback(null, out ? Buffer.from(out, 'latin1') : undefined);
    } catch (error) {
      callback(error as Error);
    }
  }
}

/** A stream that defers a page's framework scripts: write its bytes (or text) into it, read bytes out. */
export const createScriptDeferrer = (options: ScriptDeferrerOptions = {}): Transform => new ScriptDeferrer(options);

/** A whole page's bytes rewritten at once: for a page kept in memory. Synchronous: a pass or two over the bytes. */
export function deferScriptsInBytes(page: Buffer, options: ScriptDeferrerOptions = {}): Buffer {
  const rewriter = new ScriptDeferringRewriter(options);
  return Buffer.from(rewriter.write(page.toString('latin1')) + rewriter.end(), 'latin1');
}

/** A whole page's text rewritten at once. */
export const deferScripts = (html: string, options: ScriptDeferrerOptions = {}): string =>
  deferScriptsInBytes(Buffer.from(html, 'utf8'), options).toString('utf8');
