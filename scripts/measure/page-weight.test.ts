import { pageWeight } from './page-weight.mjs';

const rsc = '<script>self.__next_f.push([1,"0:[\\"$\\",\\"svg\\"]"])</script>';
const other = '<script>document.write("<svg></svg></footer>")</script>';
const svg = '<svg><symbol><svg viewBox="0 0 1 1"><path d="M0 0"/></svg></symbol></svg>';
const header = `<header><a href="/">${svg}</a></header>`;
const footer = '<footer><p>2026</p></footer>';
const html = `<!DOCTYPE html><html><head><title>t</title></head><body>${header}<main><p>hi</p></main>${footer}${other}${rsc}</body></html>`;

it('splits a page into its RSC payload, other scripts, inline SVG and its regions', () => {
  expect(pageWeight(html)).toEqual({
    html: html.length,
    rsc: rsc.length,
    otherScripts: other.length,
    // The nested <svg> counts once, within its parent; the text of a script is not markup.
    inlineSvg: svg.length,
    head: '<head><title>t</title></head>'.length,
    header: header.length,
    main: '<main><p>hi</p></main>'.length,
    footer: footer.length,
  });
});

it('counts bytes, not characters', () => {
  expect(pageWeight('<main>₹</main>').main).toBe('<main></main>'.length + 3);
});
