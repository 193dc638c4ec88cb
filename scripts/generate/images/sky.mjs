import { fmt, mix, points } from './util.mjs';

/** Sky gradient, sun or moon glow, soft clouds and (at night) stars, down to the horizon. */
export function sky(defs, random, palette, width, horizon, { sunX = 0.75 } = {}) {
  const fill = defs.linear([
    [0, palette.top],
    [0.55, palette.mid],
    [1, palette.horizon],
  ]);
  const parts = [`<rect width="${width}" height="${horizon + 4}" fill="${fill}"/>`];
  const sunY = palette.night ? horizon * 0.22 : horizon * (palette.lit > 0.1 ? 0.82 : 0.25);
  const glow = defs.radial([
    [0, palette.sun, 0.95],
    [0.15, palette.sun, 0.55],
    [1, palette.sun, 0],
  ]);
  const glowR = palette.night ? width * 0.12 : width * 0.45;
  parts.push(`<circle cx="${fmt(width * sunX)}" cy="${fmt(sunY)}" r="${fmt(glowR)}" fill="${glow}"/>`);
  parts.push(
    `<circle cx="${fmt(width * sunX)}" cy="${fmt(sunY)}" r="${fmt(palette.night ? 14 : 22)}" fill="${palette.sun}" opacity="0.9"/>`,
  );
  if (palette.night) {
    for (let i = 0; i < 90; i++) {
      const r = random.range(0.4, 1.3);
      parts.push(
        `<circle cx="${fmt(random() * width)}" cy="${fmt(random() * horizon * 0.7)}" r="${fmt(r)}" fill="#ffffff" opacity="${fmt(random.range(0.3, 0.9))}"/>`,
      );
    }
  }
  const blur = defs.blur(width / 90);
  const cloudColour = palette.night ? mix(palette.mid, '#ffffff', 0.15) : mix('#ffffff', palette.horizon, 0.25);
  const clouds = Math.round(4 + palette.clouds * 6);
  for (let i = 0; i < clouds; i++) {
    const cx = random() * width;
    const cy = random.range(0.08, 0.55) * horizon;
    const rx = random.range(0.06, 0.16) * width;
    const ry = rx * random.range(0.12, 0.22);
    parts.push(`<g filter="${blur}" opacity="${fmt(palette.clouds * random.range(0.45, 0.85))}">`);
    for (let k = 0; k < 4; k++) {
      const dx = random.range(-0.6, 0.6) * rx;
      const dy = random.range(-0.5, 0.3) * ry;
      parts.push(
        `<ellipse cx="${fmt(cx + dx)}" cy="${fmt(cy + dy)}" rx="${fmt(rx * random.range(0.45, 0.8))}" ry="${fmt(ry * random.range(0.8, 1.4))}" fill="${cloudColour}"/>`,
      );
    }
    parts.push('</g>');
  }
  return parts.join('');
}

/** A far-off skyline, faded into the haze, sitting on the horizon line. */
export function distantSkyline(random, palette, width, horizon, { height = 140, density = 1, fade = 0.55 } = {}) {
  const colour = mix(palette.haze, palette.night ? '#0a1226' : '#6b7c8c', 1 - fade);
  const parts = [];
  let x = -20;
  while (x < width) {
    const w = random.range(22, 60);
    const h = random.range(0.25, 1) * height;
    parts.push(`<rect x="${fmt(x)}" y="${fmt(horizon - h)}" width="${fmt(w)}" height="${fmt(h + 2)}" fill="${colour}"/>`);
    if (palette.night || palette.lit > 0.3) {
      for (let k = 0; k < h / 14; k++) {
        if (random.chance(palette.lit * 0.35)) {
          parts.push(
            `<rect x="${fmt(x + random.range(3, w - 6))}" y="${fmt(horizon - h + 6 + k * 14)}" width="3" height="2" fill="#ffd58a" opacity="0.7"/>`,
          );
        }
      }
    }
    x += w + random.range(-6, 30) / density;
  }
  return parts.join('');
}

/** Low ridges (the Aravalli hills south of Gurgaon) behind the city. */
export function hills(random, palette, width, horizon, height = 90) {
  const colour = mix(palette.haze, '#4e6a4a', palette.night ? 0.2 : 0.35);
  const pts = [[0, horizon]];
  for (let x = 0; x <= width; x += width / 12) {
    pts.push([x, horizon - random.range(0.3, 1) * height]);
  }
  pts.push([width, horizon]);
  return `<polygon points="${points(pts)}" fill="${colour}" opacity="0.8"/>`;
}
