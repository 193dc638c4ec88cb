// Which source modules a built chunk's bytes came from, read from its source map (a build made with
// NEXT_BROWSER_SOURCE_MAPS=1). Each generated character is put on the source its mapping segment names;
// a chunk's gzipped size is then shared out in proportion, so the figures add up to what the browser fetches.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one mappings segment ("AACA" → [0, 0, 1, 0]). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad source map character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

type PlainMap = { sources: string[]; mappings: string };
type Section = { offset: { line: number; column: number }; map: PlainMap | IndexMap };
type IndexMap = { sections: Section[] };
type SourceMap = PlainMap | IndexMap;

/** A mapping's start in the generated file and the source it names (null: a segment naming no source). */
type Segment = { line: number; column: number; source: string | null };

function segmentsOf(map: SourceMap, lineOffset = 0, columnOffset = 0): Segment[] {
  if ('sections' in map) {
    return map.sections.flatMap((section) =>
      segmentsOf(
        section.map,
        lineOffset + section.offset.line,
        section.offset.line === 0 ? columnOffset + section.offset.column : section.offset.column,
      ),
    );
  }
  const segments: Segment[] = [];
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    for (const text of line.split(',')) {
      if (!text) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(text);
      column += columnDelta;
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      segments.push({
        line: lineOffset + lineIndex,
        column: (lineIndex === 0 ? columnOffset : 0) + column,
        source: sourceDelta === undefined ? null : (map.sources[sourceIndex] ?? null),
      });
    }
  });
  return segments;
}

/** Characters of `code` per source module; what no mapping covers goes to "(unmapped)". */
export function bytesBySource(code: string, map: SourceMap): Map<string, number> {
  const lines = code.split('\n');
  const segments = segmentsOf(map).sort((a, b) => a.line - b.line || a.column - b.column);
  const totals = new Map<string, number>();
  const add = (source: string | null, count: number) => {
    if (count <= 0) return;
    const key = source ?? '(unmapped)';
    totals.set(key, (totals.get(key) ?? 0) + count);
  };
  let next = 0;
  lines.forEach((text, line) => {
    const length = text.length + (line < lines.length - 1 ? 1 : 0); // a newline goes with its line's last segment
    let covered = 0;
    let current: string | null = null;
    while (next < segments.length && (segments[next] as Segment).line === line) {
      const segment = segments[next] as Segment;
      const column = Math.min(segment.column, length);
      add(current, column - covered);
      covered = Math.max(covered, column);
      current = segment.source;
      next++;
    }
    add(current, length - covered);
  });
  return totals;
}

/** A readable module name: the package for node_modules files, the project path for ours. */
export function moduleName(source: string): string {
  const clean = decodeURIComponent(source)
    .replace(/^turbopack:\/\/\/?/, '')
    .replace(/^\[project\]\//, '')
    .replace(/^(\.\.\/)+/, '')
    .replace(/ \[.*$/, '');
  return clean;
}
