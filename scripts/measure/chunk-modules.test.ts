import { bytesBySource, moduleName } from './chunk-modules';

it('puts each generated character on the source its mapping names, unmapped text apart', () => {
  // Line 0: "aaaa" from a.ts (column 0), "bb" from b.ts (column 4); line 1: "cc" from a.ts after 1 unmapped char.
  const code = 'aaaabb\nxcc';
  // Segments: [column, source, original line, original column], each relative; "ICAA" = column +4, source +1,
  // "CDAA" = column 1 (a new line starts at 0), source -1.
  const map = { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,ICAA;CDAA' };
  const totals = bytesBySource(code, map);
  expect(Object.fromEntries(totals)).toEqual({ 'a.ts': 4 + 2, 'b.ts': 2 + 1, '(unmapped)': 1 });
});

it('reads index maps (sections), offset by their line', () => {
  const code = 'aa\nbb';
  const map = {
    sections: [
      { offset: { line: 0, column: 0 }, map: { sources: ['a.ts'], mappings: 'AAAA' } },
      { offset: { line: 1, column: 0 }, map: { sources: ['b.ts'], mappings: 'AAAA' } },
    ],
  };
  expect(Object.fromEntries(bytesBySource(code, map))).toEqual({ 'a.ts': 3, 'b.ts': 2 });
});

it('names a module by its project path', () => {
  expect(moduleName('turbopack:///[project]/node_modules/next/dist/client/app-index.js')).toBe(
    'node_modules/next/dist/client/app-index.js',
  );
  expect(moduleName('turbopack:///[project]/components/forms/enquiry-form.tsx [app-client] (ecmascript)')).toBe(
    'components/forms/enquiry-form.tsx',
  );
});
