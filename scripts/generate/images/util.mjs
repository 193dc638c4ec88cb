/** Small helpers shared by the image modules: a seeded random source, colours, SVG text. */

/** xorshift32: deterministic so a rerun reproduces the same pictures. */
export function makeRandom(seed) {
  let state = Math.imul(seed + 1, 2654435761) >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
  next.range = (min, max) => min + (max - min) * next();
  next.int = (min, max) => Math.floor(next.range(min, max + 1));
  next.pick = (list) => list[Math.floor(next() * list.length)];
  next.chance = (p) => next() < p;
  return next;
}

function toRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]) {
  const part = (v) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Linear blend of two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a, b, t) {
  const [x, y] = [toRgb(a), toRgb(b)];
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
}

export const darken = (hex, t) => mix(hex, '#000000', t);
export const lighten = (hex, t) => mix(hex, '#ffffff', t);

export const fmt = (n) => (Math.round(n * 10) / 10).toString();

export function points(list) {
  return list.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ');
}

export function escapeXml(text) {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function svgDocument(width, height, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** Collects gradient and filter definitions with unique ids while a scene is composed. */
export function makeDefs(prefix = '') {
  const items = [];
  let counter = 0;
  return {
    linear(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
      const id = `${prefix}g${counter++}`;
      const body = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
      items.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${body}</linearGradient>`);
      return `url(#${id})`;
    },
    radial(stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
      const id = `${prefix}g${counter++}`;
      const body = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
      items.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${body}</radialGradient>`);
      return `url(#${id})`;
    },
    blur(amount) {
      const id = `${prefix}f${counter++}`;
      items.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${amount}"/></filter>`);
      return `url(#${id})`;
    },
    clip(shape) {
      const id = `${prefix}c${counter++}`;
      items.push(`<clipPath id="${id}">${shape}</clipPath>`);
      return `url(#${id})`;
    },
    toString() {
      return items.join('');
    },
  };
}

/** Places a whole rendered SVG inside another at the given box, cropping to fill it. */
export function embed(svg, x, y, width, height) {
  return svg.replace(
    /^<svg [^>]*?viewBox="([^"]+)">/,
    (_, viewBox) =>
      `<svg x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">`,
  );
}
