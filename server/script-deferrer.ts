// The HTML rewrite behind server/hydrate-after-paint.ts: each framework script (`<script src="/_next/static/chunks/….js"
// async>`, with at most a nonce besides) becomes an inert data block naming its address, every preload of such a
// script goes, the loader that starts them after the first paint goes in before `</body>` (or at the end of a page cut
// short of it), and the tap catcher goes in right after the `<body …>` start tag. Attribute order, quoting and case do
// not matter; every other byte passes through exactly as it came in: the output is the input's own bytes, sliced
// around the tags replaced, and a piece with nothing to replace goes out as the very buffer that came in.
//
// It works on the page's bytes and reads only what can matter. Most of a page is the text of inline scripts (the
// RSC payload) and markup between the few tags that count, so the scan jumps with Buffer#indexOf (native) from one
// `<` to the next, and over a script's or style's text to its end tag, instead of visiting every byte in JavaScript:
// htmlparser2's tokenizer, which this replaces, took ~0.35 ms of CPU per listing page of 88 KB, plus the latin1
// conversions of every byte it needed, a measurable part of what `npm start` cost over plain `next start` on pages
// rendered per request (#43). Only the start tags of script, link and body have their attributes read.
//
// It relies on what React writes: text and attribute values have `<` escaped (`&lt;`), so outside a script's or
// style's text, or a comment, every `<` starts markup. Tags are ASCII, so bytes compare as characters; what is
// inserted is put in as its UTF-8 bytes, and a multi-byte character cut between two pieces passes through untouched.
import { DEFERRED_SCRIPT_ATTRIBUTE, hydrationLoader, tapCatcher } from './hydration-loader';

// A build file's address needs no escaping inside a double-quoted attribute: no quote, `&`, `<`, `>` or space.
const frameworkChunk = /^\/_next\/static\/chunks\/[^"'&<>\s]+\.js$/;
const SCRIPT_ATTRIBUTES_KEPT_BY_DEFERRING = new Set(['src', 'async', 'nonce']);
const loaderElement = Buffer.from(`<script>${hydrationLoader}</script>`, 'utf8');
/** Elements whose content is text up to their end tag, not markup: a `<` in it starts nothing. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'title', 'textarea']);
const EMPTY = Buffer.alloc(0);

const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;
const SLASH = 0x2f;
const EQUALS = 0x3d;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;
const EXCLAMATION = 0x21;
const HYPHEN = 0x2d;

const isSpace = (byte: number | undefined) => byte === 0x20 || byte === 0x0a || byte === 0x09 || byte === 0x0c || byte === 0x0d;
/** Ends a tag's name, or an end tag's (`</body>`, `</body >`). */
const endsName = (byte: number | undefined) => isSpace(byte) || byte === SLASH || byte === GREATER_THAN;

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

type StartTag = { name: string; attributes: Map<string, string> };

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

/** The names whose start tags the rewrite reads (or whose text it skips), by the code of their first letter. */
const NAMES_READ_BY_FIRST_LETTER = new Map<number, string[]>();
for (const name of new Set(['script', 'link', 'body', ...RAW_TEXT_ELEMENTS])) {
  const first = name.charCodeAt(0);
  NAMES_READ_BY_FIRST_LETTER.set(first, [...(NAMES_READ_BY_FIRST_LETTER.get(first) ?? []), name]);
}
const NO_NAMES: string[] = [];
/** What markupAt says when the piece ends too soon to tell: the rest waits for the next piece. */
const CUT = Symbol('cut');
const COMMENT = '<!--';
const BODY_END = '</body';

/**
 * How many of `name`'s letters (lower case) the bytes from `start` spell, in any case: up to the first that differs
 * or the end of the piece. No string is made of the bytes.
 */
function spelt(text: Buffer, start: number, name: string): number {
  let index = 0;
  // Past the piece's end a byte reads undefined, and `undefined | 0x20` is no letter: the count stops there too.
  while (index < name.length && (text[start + index]! | 0x20) === name.charCodeAt(index)) index += 1;
  return index;
}

/**
 * Whether `name` (lower case) is spelt from `start`, in any case, and ends there (a space, `/` or `>` follows):
 * false at the first byte that differs, CUT when the piece ends first.
 */
function nameAt(text: Buffer, start: number, name: string): boolean | typeof CUT {
  const letters = spelt(text, start, name);
  const next = start + letters;
  if (next >= text.length) return CUT;
  return letters === name.length && endsName(text[next]);
}

/**
 * What starts at the `<` at `open`: a comment (COMMENT), `</body>` (BODY_END), the start tag of a name the rewrite
 * reads (that name, lower case), other markup (null), or CUT. This runs for every `<` of the page (~1,700 in a
 * listing), so it looks at the fewest bytes that tell: most tags are told apart by their second or third.
 */
function markupAt(text: Buffer, open: number): string | null | typeof CUT {
  const second = text[open + 1];
  if (second === undefined) return CUT;
  if (second === EXCLAMATION) {
    const third = text[open + 2];
    if (third !== HYPHEN) return third === undefined ? CUT : null;
    const fourth = text[open + 3];
    return fourth === HYPHEN ? COMMENT : fourth === undefined ? CUT : null;
  }
  if (second === SLASH) {
    const body = nameAt(text, open + 2, 'body');
    return body === true ? BODY_END : body || null;
  }
  for (const name of NAMES_READ_BY_FIRST_LETTER.get(second | 0x20) ?? NO_NAMES) {
    const startTag = nameAt(text, open + 1, name);
    if (startTag !== false) return startTag === true ? name : startTag;
  }
  return null;
}

/**
 * The attributes of a start tag from `from` (just after its name) to its `>`, as HTML's tokenizer reads them (the
 * first of a repeated name counts; values as written, entities undecoded: a build file's address has none), and the
 * index of that `>`; null when the bytes end before it.
 */
function readAttributes(text: Buffer, from: number): { attributes: Map<string, string>; end: number } | null {
  const attributes = new Map<string, string>();
  let index = from;
  while (index < text.length) {
    const byte = text[index];
    if (byte === GREATER_THAN) return { attributes, end: index };
    if (isSpace(byte) || byte === SLASH) {
      index += 1;
      continue;
    }
    const nameStart = index;
    index += 1;
    while (index < text.length && !endsName(text[index]) && text[index] !== EQUALS) index += 1;
    const name = text.toString('latin1', nameStart, index).toLowerCase();
    while (isSpace(text[index])) index += 1;
    let value = '';
    if (text[index] === EQUALS) {
      index += 1;
      while (isSpace(text[index])) index += 1;
      if (index >= text.length) return null;
      const quote = text[index];
      if (quote === DOUBLE_QUOTE || quote === SINGLE_QUOTE) {
        const close = text.indexOf(quote, index + 1);
        if (close === -1) return null;
        value = text.toString('latin1', index + 1, close);
        index = close + 1;
      } else {
        const valueStart = index;
        while (index < text.length && !isSpace(text[index]) && text[index] !== GREATER_THAN) index += 1;
        value = text.toString('latin1', valueStart, index);
      }
    }
    if (!attributes.has(name)) attributes.set(name, value);
  }
  return null;
}

/** Where `</name` (any case) starts at or after `from`, or -1. */
function endTagAt(text: Buffer, name: string, from: number): number {
  for (let open = text.indexOf('</', from, 'latin1'); open !== -1; open = text.indexOf('</', open + 2, 'latin1')) {
    if (open + 2 + name.length > text.length) return -1;
    if (spelt(text, open + 2, name) === name.length) return open;
  }
  return -1;
}

/**
 * The rewrite as a state machine over a page written to it in pieces: `write(piece)` returns the bytes that can go
 * out now (all of them but a tag cut at the piece's end, which waits for the rest), `end()` the rest.
 */
export class ScriptDeferringRewriter {
  readonly #bodyStartElement: Buffer;
  /** The end of a piece held back for the next: a tag (or a raw text's end tag) cut in two. */
  #held: Buffer | null = null;
  /** Inside a script's (style's, …) text: the name whose end tag ends it. */
  #rawTextOf: string | null = null;
  #inComment = false;
  #deferredAny = false;
  #loaderWritten = false;
  #bodyStarted = false;

  constructor({ bodyStartScript = BODY_START_SCRIPT }: ScriptDeferrerOptions = {}) {
    if (/<\/script|<!--/i.test(bodyStartScript)) throw new Error('bodyStartScript cannot be inlined in a <script> element');
    this.#bodyStartElement = bodyStartScript ? Buffer.from(`<script>${bodyStartScript}</script>`, 'utf8') : EMPTY;
  }

  write(piece: Buffer): Buffer {
    const text = this.#held ? Buffer.concat([this.#held, piece]) : piece;
    this.#held = null;
    const out: Buffer[] = [];
    /** Everything before has gone into `out` (or been dropped). */
    let emitted = 0;
    /** What is held back for the next piece starts here. */
    let holdFrom = text.length;
    let position = 0;
    while (position < text.length) {
      if (this.#rawTextOf !== null) {
        const close = endTagAt(text, this.#rawTextOf, position);
        if (close === -1) {
          // The end tag may be cut between this piece and the next: keep what could be its start.
          holdFrom = Math.max(position, text.length - this.#rawTextOf.length - 1);
          break;
        }
        this.#rawTextOf = null;
        position = close + 2;
        continue;
      }
      if (this.#inComment) {
        const close = text.indexOf('-->', position, 'latin1');
        if (close === -1) {
          holdFrom = Math.max(position, text.length - 2);
          break;
        }
        this.#inComment = false;
        position = close + 3;
        continue;
      }
      const open = text.indexOf(LESS_THAN, position);
      if (open === -1) break;
      const markup = markupAt(text, open);
      if (markup === CUT) {
        holdFrom = open;
        break;
      }
      if (markup === null) {
        position = open + 1;
        continue;
      }
      if (markup === COMMENT) {
        this.#inComment = true;
        position = open + COMMENT.length;
        continue;
      }
      if (markup === BODY_END) {
        if (this.#needsLoader()) {
          out.push(text.subarray(emitted, open), loaderElement);
          emitted = open;
          this.#loaderWritten = true;
        }
        position = open + BODY_END.length;
        continue;
      }
      const name = markup;
      const read = readAttributes(text, open + 1 + name.length);
      if (!read) {
        holdFrom = open;
        break;
      }
      const { attributes, end } = read;
      const tag = { name, attributes };
      position = end + 1;
      if (RAW_TEXT_ELEMENTS.has(name)) this.#rawTextOf = name;
      const src = frameworkScriptSource(tag);
      if (src) {
        this.#deferredAny = true;
        out.push(
          text.subarray(emitted, open),
          Buffer.from(`<script type="text/x-deferred" ${DEFERRED_SCRIPT_ATTRIBUTE}="${src}">`, 'latin1'),
        );
        emitted = position;
      } else if (isFrameworkPreload(tag)) {
        out.push(text.subarray(emitted, open));
        emitted = position;
      } else if (name === 'body' && !this.#bodyStarted) {
        // The framework scripts are in the head: only a page whose scripts wait (and so gets the loader) needs it.
        this.#bodyStarted = true;
        if (this.#deferredAny && this.#bodyStartElement.length > 0) {
          out.push(text.subarray(emitted, position), this.#bodyStartElement);
          emitted = position;
        }
      }
    }
    if (holdFrom < text.length) this.#held = Buffer.from(text.subarray(holdFrom));
    if (emitted === 0 && out.length === 0) return holdFrom === text.length ? text : text.subarray(0, holdFrom);
    out.push(text.subarray(emitted, holdFrom));
    return Buffer.concat(out);
  }

  end(): Buffer {
    const rest = this.#held ?? EMPTY;
    this.#held = null;
    // A page cut short of </body> still gets its scripts started.
    if (!this.#needsLoader()) return rest;
    this.#loaderWritten = true;
    return Buffer.concat([rest, loaderElement]);
  }

  #needsLoader(): boolean {
    return this.#deferredAny && !this.#loaderWritten;
  }
}

/** A whole page's bytes rewritten at once: for a page kept in memory. Synchronous: one pass over the bytes. */
export function deferScriptsInBytes(page: Buffer, options: ScriptDeferrerOptions = {}): Buffer {
  const rewriter = new ScriptDeferringRewriter(options);
  return Buffer.concat([rewriter.write(page), rewriter.end()]);
}

/** A whole page's text rewritten at once. */
export const deferScripts = (html: string, options: ScriptDeferrerOptions = {}): string =>
  deferScriptsInBytes(Buffer.from(html, 'utf8'), options).toString('utf8');
