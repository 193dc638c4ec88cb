import sharp from 'sharp';
import { MEDIA_MAX_BYTES, mediaType } from './media-type';

const image = (format: 'jpeg' | 'png' | 'webp' | 'avif') =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#c0ffee' } })
    .toFormat(format)
    .toBuffer();

describe('an upload’s type, read from its content', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)('takes a %s photo whatever its name', async (format) => {
    expect(await mediaType(await image(format), 'IMG_0042.dat')).toEqual({ mime: format === 'jpeg' ? 'image/jpeg' : `image/${format}` });
  });

  it('takes a PDF brochure', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    expect(await mediaType(pdf, 'brochure.pdf')).toEqual({ mime: 'application/pdf' });
  });

  it.each([
    ['a web page named like a photo', Buffer.from('<!doctype html><html><body>hi</body></html>'), 'tower.jpg'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'plan.svg'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'spinner.gif'],
    ['an empty file', Buffer.alloc(0), 'empty.png'],
  ])('refuses %s, naming the file', async (_what, bytes, name) => {
    expect(await mediaType(bytes, name)).toEqual({
      problem: `${name} is not a JPEG, PNG, WebP, AVIF or PDF file (read from its content).`,
    });
  });

  it('refuses a file over 15 MB before reading it', async () => {
    const big = Buffer.alloc(MEDIA_MAX_BYTES + 1);
    expect(await mediaType(big, 'huge.png')).toEqual({ problem: 'huge.png is over 15 MB: make it smaller and upload it again.' });
  });
});
