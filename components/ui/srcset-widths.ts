/**
 * Trims an optimiser srcset to the widths a browser could pick for the image's `sizes`. next/image lists every
 * configured width whenever `sizes` is given (13 for a 52 px avatar), and each one costs ~90 bytes twice, in the
 * HTML and in the RSC payload. Kept: from the widest candidate narrower than the smallest displayed width up to
 * the first candidate covering the largest displayed width at 3x density, so the choice of a browser on a
 * viewport of 320 px or more, at up to 3x, is what it was.
 */
const MIN_VIEWPORT_PX = 320;
const MAX_DENSITY = 3;

type Range = { min: number; max: number };

const lengthPattern = /^(\d+(?:\.\d+)?)(px|vw)$/;
const conditionPattern = /^\((min|max)-width:\s*(\d+)px\)\s+(.+)$/;

/** The CSS widths the image can be displayed at, or null where `sizes` says something this does not read. */
export function displayedWidths(sizes: string): Range | null {
  let viewport: Range = { min: MIN_VIEWPORT_PX, max: Infinity };
  const shown: Range[] = [];
  for (const raw of sizes.split(',').map((entry) => entry.trim())) {
    const condition = conditionPattern.exec(raw);
    let applies = viewport;
    let length = raw;
    if (condition) {
      const bound = Number(condition[2]);
      length = condition[3] ?? '';
      if (condition[1] === 'min') {
        applies = { min: Math.max(viewport.min, bound), max: viewport.max };
        viewport = { min: viewport.min, max: Math.min(viewport.max, bound - 1) };
      } else {
        applies = { min: viewport.min, max: Math.min(viewport.max, bound) };
        viewport = { min: Math.max(viewport.min, bound + 1), max: viewport.max };
      }
    }
    const value = lengthPattern.exec(length);
    if (!value) return null;
    if (applies.min > applies.max) continue;
    const n = Number(value[1]);
    shown.push(value[2] === 'px' ? { min: n, max: n } : { min: (n / 100) * applies.min, max: (n / 100) * applies.max });
    if (!condition) break;
  }
  if (shown.length === 0) return null;
  return { min: Math.min(...shown.map((r) => r.min)), max: Math.max(...shown.map((r) => r.max)) };
}

/** The srcset with only the widths the browser could choose; unchanged when it is not a width list. */
export function trimSrcSet(srcSet: string | undefined, sizes: string | undefined): string | undefined {
  if (!srcSet || !sizes) return srcSet;
  const range = displayedWidths(sizes);
  const candidates = srcSet.split(', ').map((candidate) => {
    const descriptor = candidate.split(' ')[1] ?? '';
    return { candidate, width: /^\d+w$/.test(descriptor) ? Number.parseInt(descriptor, 10) : Number.NaN };
  });
  if (!range || candidates.some((c) => !Number.isFinite(c.width))) return srcSet;
  const widths = candidates.map((c) => c.width).sort((a, b) => a - b);
  const low = widths.filter((w) => w < range.min).at(-1) ?? widths[0] ?? 0;
  const high = widths.find((w) => w >= range.max * MAX_DENSITY) ?? widths.at(-1) ?? Infinity;
  return candidates
    .filter((c) => c.width >= low && c.width <= high)
    .map((c) => c.candidate)
    .join(', ');
}
