import { safeBackPath } from './form-redirect';

describe('safeBackPath', () => {
  it('keeps a path on this site, normalised', () => {
    expect(safeBackPath('/project-details/dlf/privana')).toBe('/project-details/dlf/privana');
    expect(safeBackPath('/city/gurgaon?x=1#top')).toBe('/city/gurgaon?x=1#top');
    expect(safeBackPath('/a/../about')).toBe('/about');
  });

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a TAB that browsers drop', '/\t/evil.example'],
    ['a CR and a LF', '/\r\n/evil.example'],
    ['a backslash', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'about'],
    ['a long value', `/${'a'.repeat(300)}`],
  ])('refuses %s', (_label, value) => {
    expect(safeBackPath(value)).toBeUndefined();
  });
});
