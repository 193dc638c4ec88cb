import { DEFAULT_TILE_URL, tileImageSources, tileUrlProblem } from './tile-template.mjs';

describe('tileUrlProblem', () => {
  it.each([DEFAULT_TILE_URL, 'https://tiles.example.in/{z}/{x}/{y}{r}.png?key=abc', 'http://127.0.0.1:8080/{z}/{x}/{y}.png'])(
    'accepts %s',
    (template) => expect(tileUrlProblem(template)).toBeNull(),
  );

  it.each([
    ['not a URL', 'tiles', 'must be a URL template such as https://{s}.tile.example.com/{z}/{x}/{y}.png'],
    ['plain http elsewhere', 'http://tiles.example.in/{z}/{x}/{y}.png', 'must be an https:// address'],
    ['no tile position', 'https://tiles.example.in/map.png', "must contain {z}, {x}, {y} where the tile's zoom and position go"],
    [
      '{s} in the path',
      'https://tiles.example.in/{s}/{z}/{x}/{y}.png',
      'may have {s} only as the first part of the host name ({s}.tile.example.com)',
    ],
  ])('refuses %s', (_, template, problem) => expect(tileUrlProblem(template)).toBe(problem));
});

describe('tileImageSources', () => {
  it("is the template's origin, with the {s} subdomain as a wildcard", () => {
    expect(tileImageSources(DEFAULT_TILE_URL)).toEqual(['https://*.tile.openstreetmap.org']);
    expect(tileImageSources('https://tiles.example.in:8443/v1/{z}/{x}/{y}.png')).toEqual(['https://tiles.example.in:8443']);
  });
});
