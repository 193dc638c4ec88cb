import { renderToStaticMarkup } from 'react-dom/server';
import { SiteImage } from './site-image';

// Every *.module.css maps to one stub; these names stand in for the module's classes.
jest.mock('./site-image.module.css', () => ({ fill: 'fill-class', image: 'image-class' }));

it('draws a fill image with a class in place of next/image inline style', () => {
  const html = renderToStaticMarkup(<SiteImage src="/images/a.webp" alt="" fill sizes="52px" className="mine" />);
  expect(html).not.toContain('style=');
  expect(html).toContain('class="mine fill-class"');
});

it('keeps only the widths a browser could choose for a fixed-size image', () => {
  const html = renderToStaticMarkup(<SiteImage src="/images/a.webp" alt="" fill sizes="52px" />);
  const widths = [...html.matchAll(/&amp;w=(\d+)&amp;q=75 \d+w/g)].map((match) => Number(match[1]));
  expect(widths).toEqual([48, 64, 96, 128, 256]);
});

it('leaves the slashes of the optimiser URL unencoded', () => {
  const html = renderToStaticMarkup(<SiteImage src="/images/a b.webp" alt="" width={40} height={40} />);
  expect(html).toContain('src="/_next/image?url=/images/a%20b.webp&amp;w=96&amp;q=75"');
  expect(html).toContain(
    'srcSet="/_next/image?url=/images/a%20b.webp&amp;w=48&amp;q=75 1x, /_next/image?url=/images/a%20b.webp&amp;w=96&amp;q=75 2x"',
  );
});

it('keeps a caller style inline', () => {
  const html = renderToStaticMarkup(<SiteImage src="/images/a.webp" alt="" width={40} height={40} style={{ objectFit: 'cover' }} />);
  expect(html).toContain('style="color:transparent;object-fit:cover"');
});

it('gives a fixed-size image the colour class', () => {
  const html = renderToStaticMarkup(<SiteImage src="/images/a.webp" alt="" width={40} height={40} />);
  expect(html).toContain('class="image-class"');
  expect(html).not.toContain('style=');
});
