import { formatBbox, parseBbox } from './bbox';

describe('parseBbox', () => {
  it('reads west,south,east,north, rounded to four decimals', () => {
    expect(parseBbox('77.0512345,28.38,77.12,28.4567891')).toEqual({ west: 77.0512, south: 28.38, east: 77.12, north: 28.4568 });
    expect(parseBbox(' 77.05 , 28.38 , 77.12 , 28.45 ')).toEqual({ west: 77.05, south: 28.38, east: 77.12, north: 28.45 });
  });

  it.each([
    ['missing', undefined],
    ['three numbers', '77,28,78'],
    ['five numbers', '77,28,78,29,30'],
    ['an empty part', '77,,78,29'],
    ['words', 'west,south,east,north'],
    ['Infinity', '77,28,Infinity,29'],
    ['south above north', '77,29,78,28'],
    ['west east of east', '78,28,77,29'],
    ['a zero-size area', '77,28,77,29'],
    ['a latitude past the pole', '77,28,78,90.5'],
    ['a longitude past the date line', '-180.5,28,78,29'],
    ['an overlong value', `${'7'.repeat(120)},28,78,29`],
  ])('refuses %s', (_, value) => {
    expect(parseBbox(value)).toBeNull();
  });

  it('writes what it reads', () => {
    const bounds = { west: 77.0512, south: 28.38, east: 77.12, north: 28.45 };
    expect(formatBbox(bounds)).toBe('77.0512,28.38,77.12,28.45');
    expect(parseBbox(formatBbox(bounds))).toEqual(bounds);
  });
});
