import { readSearchRequest, searchResultsHref } from './query-param';

describe('readSearchRequest', () => {
  it('reads the first q, trimmed', () => {
    expect(readSearchRequest({ q: '  sobha altus ' })).toEqual({ query: 'sobha altus', truncated: false });
    expect(readSearchRequest({ q: ['godrej', 'dlf'] })).toEqual({ query: 'godrej', truncated: false });
  });

  it('makes a blank, missing or malformed query an empty one', () => {
    for (const params of [{}, { q: '' }, { q: '   ' }, { q: [] }, { q: 42 }, null, 'q=1']) {
      expect(readSearchRequest(params)).toEqual({ query: '', truncated: false });
    }
  });

  it('turns control and format characters into spaces', () => {
    expect(readSearchRequest({ q: 'dlf\u0000\u0007camellias\u202e\r\n' })).toEqual({ query: 'dlf camellias', truncated: false });
  });

  it('keeps markup as text for the page to escape', () => {
    expect(readSearchRequest({ q: '<script>alert(1)</script>' }).query).toBe('<script>alert(1)</script>');
  });

  it('cuts a long query to 200 characters without splitting a character', () => {
    const long = readSearchRequest({ q: '😀'.repeat(5000) });
    expect(Array.from(long.query)).toHaveLength(200);
    expect(long.query).toBe('😀'.repeat(200));
    expect(long.truncated).toBe(true);
    expect(readSearchRequest({ q: 'dlf', truncated: '1' })).toEqual({ query: 'dlf', truncated: true });
  });
});

describe('searchResultsHref', () => {
  it('encodes the query and says when it was cut', () => {
    expect(searchResultsHref({ query: 'a&b <c>', truncated: false })).toBe('/search/results?q=a%26b+%3Cc%3E');
    expect(searchResultsHref({ query: '', truncated: true })).toBe('/search/results?q=&truncated=1');
  });
});
