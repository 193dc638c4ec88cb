import { hydrationLoader, tapCatcher } from './hydration-loader';
import { deferScripts, ScriptDeferringRewriter, type ScriptDeferrerOptions } from './script-deferrer';

const page = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main-1.js"/>',
  '<link rel="preload" as="script" fetchPriority="low" nonce="bm9uY2U=" href="/_next/static/chunks/page-3.js"/>',
  // The map view's order, which a fixed-order pattern missed.
  '<link rel="preload" href="/_next/static/chunks/map-5.js" as="script" nonce="bm9uY2U=" fetchPriority="low"/>',
  '<link rel="preload" href="/_next/static/chunks/style.css" as="style"/>',
  '<script src="/_next/static/chunks/app-2.js" async=""></script>',
  '<script src="/_next/static/chunks/page-3.js" async="" nonce="bm9uY2U="></script>',
  '<script src="/_next/static/chunks/polyfill-4.js" noModule=""></script>',
  '</head><body><h1>Godrej Aristocrat</h1>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"<script src=\\"/_next/static/chunks/x.js\\" async=\\"\\"></script>"])</script>',
  '<script src="/_next/static/chunks/main-1.js" nonce="bm9uY2U=" async=""></script>',
  '<script type="application/ld+json">{"@type":"Residence"}</script>',
  '</body></html>',
].join('');

const deferred = (src: string) => `<script type="text/x-deferred" data-hydrate-after-paint="${src}"></script>`;
const expected = page
  .replace('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main-1.js"/>', '')
  .replace('<link rel="preload" as="script" fetchPriority="low" nonce="bm9uY2U=" href="/_next/static/chunks/page-3.js"/>', '')
  .replace('<link rel="preload" href="/_next/static/chunks/map-5.js" as="script" nonce="bm9uY2U=" fetchPriority="low"/>', '')
  .replace('<script src="/_next/static/chunks/app-2.js" async=""></script>', deferred('/_next/static/chunks/app-2.js'))
  .replace('<script src="/_next/static/chunks/page-3.js" async="" nonce="bm9uY2U="></script>', deferred('/_next/static/chunks/page-3.js'))
  .replace('<script src="/_next/static/chunks/main-1.js" nonce="bm9uY2U=" async=""></script>', deferred('/_next/static/chunks/main-1.js'))
  .replace('<body>', `<body><script>${tapCatcher}</script>`)
  .replace('</body>', `<script>${hydrationLoader}</script></body>`);

/** Writes the pieces into one rewriter, as a streamed page arrives, and joins what comes out. */
function rewriteInPieces(pieces: (string | Buffer)[], options: ScriptDeferrerOptions = {}): Buffer {
  const rewriter = new ScriptDeferringRewriter(options);
  const out = pieces.map((piece) => rewriter.write(typeof piece === 'string' ? Buffer.from(piece) : piece));
  return Buffer.concat([...out, rewriter.end()]);
}

describe('deferScripts', () => {
  it('defers the framework scripts, drops their preloads, keeps the rest byte for byte, and adds the catcher once after <body> and the loader once before </body>', async () => {
    const out = await deferScripts(page);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/<link[^>]*as="script"/);
    expect(out).toContain('<link rel="preload" href="/_next/static/chunks/style.css" as="style"/>');
    expect(out).toContain('<script src="/_next/static/chunks/polyfill-4.js" noModule=""></script>');
    expect(out.split(hydrationLoader)).toHaveLength(2);
    expect(out.split(tapCatcher)).toHaveLength(2);
  });

  it('drops every preload of a framework script, whatever the order, quoting and case of its attributes', async () => {
    const preloads = [
      '<link rel="preload" href="/_next/static/chunks/a.js" as="script" fetchPriority="low">',
      '<link as="script" href="/_next/static/chunks/a.js" rel="preload"/>',
      "<link href='/_next/static/chunks/a.js' rel='preload' as='script' crossorigin=''>",
      '<LINK REL=preload AS=SCRIPT HREF=/_next/static/chunks/a.js>',
      '<link rel="preload modulepreload" fetchpriority="low" as="script" href="/_next/static/chunks/a.js">',
    ];
    for (const preload of preloads) {
      expect(await deferScripts(`<html><head>${preload}<link rel="preload" as="script" href="/other.js"></head><body></body></html>`)).toBe(
        '<html><head><link rel="preload" as="script" href="/other.js"></head><body></body></html>',
      );
    }
  });

  it('defers a framework script whatever the order, quoting and case of its attributes', async () => {
    const scripts = [
      '<script async src="/_next/static/chunks/a.js"></script>',
      "<script nonce='bm9uY2U=' async src='/_next/static/chunks/a.js'></script>",
      '<script src=/_next/static/chunks/a.js ASYNC></script>',
      '<SCRIPT Async="" Src="/_next/static/chunks/a.js"></SCRIPT>',
    ];
    for (const script of scripts) {
      const out = await deferScripts(`<html><head>${script}</head><body></body></html>`);
      expect(out).toMatch(
        /^<html><head><script type="text\/x-deferred" data-hydrate-after-paint="\/_next\/static\/chunks\/a\.js"><\/script>/i,
      );
      expect(out).toContain(`<script>${hydrationLoader}</script></body>`);
    }
  });

  it('leaves alone a script that is not async, has other attributes, or is not a build chunk', async () => {
    const kept = [
      '<script src="/_next/static/chunks/a.js"></script>',
      '<script src="/_next/static/chunks/a.js" async="" type="module"></script>',
      '<script src="/_next/static/chunks/a.js" async="" noModule=""></script>',
      '<script src="/other.js" async=""></script>',
      '<script src="/_next/static/chunks/a.css" async=""></script>',
    ];
    for (const script of kept) {
      const plain = `<html><head>${script}</head><body><p>Careers</p></body></html>`;
      expect(await deferScripts(plain)).toBe(plain);
    }
  });

  it('puts the catcher after a body start tag with attributes, before any of the body', async () => {
    const out = await deferScripts(
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><BODY class="x" data-a=\'<b>\'><p>Hi</p></body></html>',
    );
    expect(out).toContain(`<BODY class="x" data-a='<b>'><script>${tapCatcher}</script><p>Hi</p>`);
  });

  it('adds the loader to a page cut short of </body>', async () => {
    const cutShort = '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>Partial';
    expect(await deferScripts(cutShort)).toBe(
      `<html><head>${deferred('/_next/static/chunks/a.js')}</head><body><script>${tapCatcher}</script><p>Partial<script>${hydrationLoader}</script>`,
    );
  });
});

describe('what the scan passes over', () => {
  const chunk = '<script src="/_next/static/chunks/a.js" async=""></script>';
  const preload = '<link rel="preload" as="script" href="/_next/static/chunks/a.js">';

  it('leaves alone tags inside the text of a script, style, title or textarea, and inside a comment', () => {
    const inert = [
      // A `</script>` in its text would end the script there, as in a browser.
      `<script>var tag = '<script src="/_next/static/chunks/a.js" async="">' + '${preload}'; var end = '</bod' + 'y>';</script>`,
      `<style>/* ${chunk} ${preload} */ body{color:red}</style>`,
      `<!-- ${chunk} ${preload} <body> </body> -->`,
      `<title>${chunk}</title>`,
      `<textarea>${preload}</body></textarea>`,
    ];
    for (const text of inert) {
      const page = `<html><head>${text}${chunk}</head><body><p>Hi</p>${text}</body></html>`;
      const out = deferScripts(page, { bodyStartScript: '' });
      expect(out).toBe(
        page
          .replace(`${chunk}</head>`, `${deferred('/_next/static/chunks/a.js')}</head>`)
          .replace(/<\/body><\/html>$/, `<script>${hydrationLoader}</script></body></html>`),
      );
    }
  });

  it('hands on a piece with nothing to change as the very buffer written, not a copy', () => {
    const rewriter = new ScriptDeferringRewriter();
    const head = Buffer.from(`<html><head>${chunk}</head><body>`);
    rewriter.write(head);
    const body = Buffer.from('<main><p>Godrej Aristocrat, Sector 49</p><script>self.__next_f.push([1,"x"])</script></main>');
    expect(rewriter.write(body)).toBe(body);
  });
});

describe('ScriptDeferringRewriter in pieces', () => {
  it('gives the same page wherever the stream is cut, even inside a tag or an attribute', () => {
    for (let cut = 1; cut < page.length; cut += 1) {
      expect(rewriteInPieces([page.slice(0, cut), page.slice(cut)]).toString('utf8')).toBe(expected);
    }
    expect(rewriteInPieces(page.match(/[\s\S]{1,7}/g) ?? []).toString('utf8')).toBe(expected);
  });
});

describe('bodyStartScript', () => {
  const withBody =
    '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body class="home" data-x=\'1\'><p>Hi</p></body></html>';
  const catcher = 'self.__taps=[]';
  const rewritten = [
    `<html><head>${deferred('/_next/static/chunks/a.js')}</head>`,
    `<body class="home" data-x='1'><script>${catcher}</script><p>Hi</p><script>${hydrationLoader}</script></body></html>`,
  ].join('');

  it('goes right after the <body …> start tag, once, wherever the stream is cut', () => {
    expect(deferScripts(withBody, { bodyStartScript: catcher })).toBe(rewritten);
    for (let cut = 1; cut < withBody.length; cut += 1) {
      const out = rewriteInPieces([withBody.slice(0, cut), withBody.slice(cut)], { bodyStartScript: catcher });
      expect(out.toString('utf8')).toBe(rewritten);
    }
  });

  it('is the tap catcher by default, left out when empty or when no script waits, and refused when it could close its own element', () => {
    expect(deferScripts(withBody)).toBe(rewritten.replace(catcher, tapCatcher));
    expect(deferScripts(withBody, { bodyStartScript: '' })).toBe(rewritten.replace(`<script>${catcher}</script>`, ''));
    const noFrameworkScript = '<html><head></head><body><p>Hi</p></body></html>';
    expect(deferScripts(noFrameworkScript, { bodyStartScript: catcher })).toBe(noFrameworkScript);
    expect(() => deferScripts(withBody, { bodyStartScript: 'a="</script>"' })).toThrow(/cannot be inlined/);
  });
});

describe('bytes', () => {
  it('passes every byte through, a multi-byte character cut between pieces included, and inserts the loader as UTF-8', () => {
    const indian = '<p>₹ 1.2 Cr · नोएडा सेक्टर 150 · “3 BHK”</p>';
    const text = page.replace('<h1>', `${indian}<h1 title="₹">`);
    const bytes = Buffer.from(text, 'utf8');
    const want = expected.replace('<h1>', `${indian}<h1 title="₹">`);
    for (let cut = 1; cut < bytes.length; cut += 97) {
      // One byte at a time around the cut: every character of the text is split somewhere.
      const end = Math.min(bytes.length, cut + 40);
      const bytewise = Array.from({ length: end - cut }, (_, offset) => bytes.subarray(cut + offset, cut + offset + 1));
      const out = rewriteInPieces([bytes.subarray(0, cut), ...bytewise, bytes.subarray(end)]);
      expect(out.toString('utf8')).toBe(want);
    }
  });
});
