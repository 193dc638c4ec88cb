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

it('keeps a caller style inline', () => {
  const html = renderToStaticMarkup(<SiteImage src="/images/a.webp" alt="" width={40} height={40} style={{ objectFit: 'cover' }} />);
  expect(html).toContain('style="color:transparent;object-fit:cover"');
});

it('gives a fixed-size image the colour class', () => {
  const html = renderToStaticMarkup(<SiteImage src="/images/a.webp" alt="" width={40} height={40} />);
  expect(html).toContain('class="image-class"');
  expect(html).not.toContain('style=');
});
