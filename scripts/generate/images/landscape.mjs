import { darken, fmt, lighten, mix, points } from './util.mjs';

/** Ground plane from the horizon down, lighter near the viewer. */
export function ground(defs, palette, width, horizon, height) {
  const fill = defs.linear([
    [0, mix(palette.ground, palette.haze, 0.45)],
    [1, darken(palette.ground, 0.15)],
  ]);
  return `<rect y="${fmt(horizon)}" width="${width}" height="${fmt(height - horizon)}" fill="${fill}"/>`;
}

/** A straight road band with kerbs, lane dashes and (at night) light trails. */
export function road(palette, width, y, depth) {
  const asphalt = palette.night ? '#1b1e24' : '#4a4e55';
  const parts = [
    `<rect y="${fmt(y - 3)}" width="${width}" height="3" fill="${palette.night ? '#5b5f66' : '#c9c6bf'}"/>`,
    `<rect y="${fmt(y)}" width="${width}" height="${fmt(depth)}" fill="${asphalt}"/>`,
    `<rect y="${fmt(y + depth)}" width="${width}" height="4" fill="${palette.night ? '#5b5f66' : '#d8d4cc'}"/>`,
  ];
  for (let x = 10; x < width; x += 60) {
    parts.push(`<rect x="${x}" y="${fmt(y + depth / 2 - 1.5)}" width="30" height="3" fill="#f2f0e6" opacity="0.8"/>`);
  }
  if (palette.night || palette.lit > 0.5) {
    parts.push(`<rect y="${fmt(y + depth * 0.22)}" width="${width}" height="3" fill="#ff5a3c" opacity="0.55"/>`);
    parts.push(`<rect y="${fmt(y + depth * 0.72)}" width="${width}" height="3" fill="#fff2c4" opacity="0.7"/>`);
  }
  return parts.join('');
}

/** Shared foliage gradients so a scene with many trees stays small. */
export function foliage(defs, palette) {
  const base = palette.night ? '#1d3324' : '#3f7a3a';
  return [0, 1, 2].map((k) => {
    const tone = mix(base, ['#2f5e2e', '#5b8f3a', '#2e6b4f'][k], 0.5);
    return defs.radial(
      [
        [0, lighten(tone, palette.night ? 0.05 : 0.3)],
        [0.7, tone],
        [1, darken(tone, 0.35)],
      ],
      { cx: 0.35, cy: 0.3, r: 0.75 },
    );
  });
}

export function tree(random, fills, x, baseY, size) {
  const trunk = `<rect x="${fmt(x - size * 0.06)}" y="${fmt(baseY - size * 0.9)}" width="${fmt(size * 0.12)}" height="${fmt(size * 0.9)}" fill="#4b3a2a"/>`;
  const fill = random.pick(fills);
  const blobs = [];
  for (let i = 0; i < 4; i++) {
    const r = size * random.range(0.35, 0.5);
    blobs.push(
      `<circle cx="${fmt(x + random.range(-0.35, 0.35) * size)}" cy="${fmt(baseY - size * random.range(0.9, 1.35))}" r="${fmt(r)}" fill="${fill}"/>`,
    );
  }
  return trunk + blobs.join('');
}

export function palm(random, palette, x, baseY, size) {
  const lean = random.range(-0.15, 0.15) * size;
  const topX = x + lean;
  const topY = baseY - size * 1.6;
  const leaf = palette.night ? '#1c3122' : '#3d7b3a';
  const parts = [
    `<path d="M${fmt(x)},${fmt(baseY)} Q${fmt(x + lean * 0.2)},${fmt(baseY - size * 0.8)} ${fmt(topX)},${fmt(topY)}" stroke="#6b5540" stroke-width="${fmt(size * 0.08)}" fill="none"/>`,
  ];
  for (let i = 0; i < 7; i++) {
    const angle = (-170 + i * 27 + random.range(-8, 8)) * (Math.PI / 180);
    const ex = topX + Math.cos(angle) * size * 0.75;
    const ey = topY + Math.sin(angle) * size * 0.45 + size * 0.25;
    parts.push(
      `<path d="M${fmt(topX)},${fmt(topY)} Q${fmt((topX + ex) / 2)},${fmt(topY - size * 0.25)} ${fmt(ex)},${fmt(ey)}" stroke="${leaf}" stroke-width="${fmt(size * 0.09)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  return parts.join('');
}

/** A band of trees and shrubs along a line, mixing round trees, palms and hedges. */
export function treeLine(defs, random, palette, width, baseY, { size = 40, gap = 55, palms = 0.2 } = {}) {
  const fills = foliage(defs, palette);
  const parts = [
    `<rect y="${fmt(baseY - size * 0.25)}" width="${width}" height="${fmt(size * 0.3)}" rx="6" fill="${darken(palette.ground, 0.1)}"/>`,
  ];
  for (let x = random.range(0, gap); x < width; x += gap * random.range(0.6, 1.3)) {
    const s = size * random.range(0.75, 1.25);
    parts.push(random.chance(palms) ? palm(random, palette, x, baseY, s) : tree(random, fills, x, baseY, s));
  }
  return parts.join('');
}

export function streetLights(palette, width, baseY, height, spacing = 160) {
  const parts = [];
  for (let x = spacing / 2; x < width; x += spacing) {
    parts.push(`<rect x="${fmt(x - 1.5)}" y="${fmt(baseY - height)}" width="3" height="${fmt(height)}" fill="#3c3f44"/>`);
    parts.push(`<rect x="${fmt(x - 1)}" y="${fmt(baseY - height)}" width="14" height="3" fill="#3c3f44"/>`);
    if (palette.night || palette.lit > 0.4) {
      parts.push(`<circle cx="${fmt(x + 12)}" cy="${fmt(baseY - height + 4)}" r="14" fill="#ffe2a0" opacity="0.35"/>`);
      parts.push(`<circle cx="${fmt(x + 12)}" cy="${fmt(baseY - height + 4)}" r="3" fill="#fff4d6"/>`);
    }
  }
  return parts.join('');
}

const CAR_COLOURS = ['#d9d9d9', '#2b2f36', '#8a1f1f', '#f2f2f2', '#23466b', '#7d7f84', '#a8a196'];

export function cars(random, palette, width, laneY, scale = 1) {
  const parts = [];
  for (let x = random.range(0, 120); x < width; x += random.range(110, 260)) {
    const w = 58 * scale;
    const h = 16 * scale;
    const body = palette.night ? darken(random.pick(CAR_COLOURS), 0.5) : random.pick(CAR_COLOURS);
    parts.push(`<rect x="${fmt(x)}" y="${fmt(laneY - h)}" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(5 * scale)}" fill="${body}"/>`);
    parts.push(
      `<path d="M${fmt(x + w * 0.2)},${fmt(laneY - h)} L${fmt(x + w * 0.32)},${fmt(laneY - h * 1.75)} L${fmt(x + w * 0.72)},${fmt(laneY - h * 1.75)} L${fmt(x + w * 0.84)},${fmt(laneY - h)} Z" fill="${body}"/>`,
    );
    parts.push(
      `<path d="M${fmt(x + w * 0.27)},${fmt(laneY - h * 1.05)} L${fmt(x + w * 0.35)},${fmt(laneY - h * 1.6)} L${fmt(x + w * 0.7)},${fmt(laneY - h * 1.6)} L${fmt(x + w * 0.78)},${fmt(laneY - h * 1.05)} Z" fill="#9fb4c4" opacity="0.85"/>`,
    );
    for (const wx of [0.22, 0.78]) {
      parts.push(`<circle cx="${fmt(x + w * wx)}" cy="${fmt(laneY)}" r="${fmt(5.5 * scale)}" fill="#15171a"/>`);
    }
    if (palette.night || palette.lit > 0.5) {
      parts.push(`<circle cx="${fmt(x + w)}" cy="${fmt(laneY - h * 0.55)}" r="${fmt(6 * scale)}" fill="#fff4cc" opacity="0.8"/>`);
      parts.push(`<circle cx="${fmt(x)}" cy="${fmt(laneY - h * 0.55)}" r="${fmt(4 * scale)}" fill="#ff4a3a" opacity="0.8"/>`);
    }
  }
  return parts.join('');
}

export function people(random, palette, width, baseY, count, scale = 1) {
  const parts = [];
  for (let i = 0; i < count; i++) {
    const x = random() * width;
    const h = 22 * scale * random.range(0.85, 1.1);
    const cloth = palette.night ? '#2a2d33' : random.pick(['#2f4a6b', '#b0413e', '#e6e1d6', '#3d3d3d', '#c99a3b', '#5a7d5a']);
    parts.push(
      `<rect x="${fmt(x - h * 0.14)}" y="${fmt(baseY - h * 0.78)}" width="${fmt(h * 0.28)}" height="${fmt(h * 0.78)}" rx="${fmt(h * 0.1)}" fill="${cloth}"/>`,
    );
    parts.push(
      `<circle cx="${fmt(x)}" cy="${fmt(baseY - h * 0.9)}" r="${fmt(h * 0.12)}" fill="${palette.night ? '#2a2d33' : '#8a5d3b'}"/>`,
    );
  }
  return parts.join('');
}

/** A rectangular pool seen in perspective, with ripples catching the light. */
export function pool(defs, random, palette, { x, y, width, depth }) {
  const water = defs.linear([
    [0, palette.night ? '#1f5f7a' : '#5fc3d9'],
    [1, palette.night ? '#0f3346' : '#1f7fa0'],
  ]);
  const inset = width * 0.08;
  const shape = [
    [x + inset, y],
    [x + width - inset, y],
    [x + width, y + depth],
    [x, y + depth],
  ];
  const parts = [
    `<polygon points="${points(shape.map(([px, py]) => [px, py - 6]))}" fill="#e9e4d8"/>`,
    `<polygon points="${points(shape)}" fill="${water}"/>`,
  ];
  for (let i = 0; i < 26; i++) {
    const ry = y + random() * depth;
    const rx = x + random() * width * 0.9;
    parts.push(
      `<path d="M${fmt(rx)},${fmt(ry)} q8,-3 16,0 t16,0" stroke="#ffffff" stroke-width="1.2" fill="none" opacity="${fmt(random.range(0.25, 0.6))}"/>`,
    );
  }
  return parts.join('');
}

export function lounger(x, y, scale = 1, colour = '#f4f1ea') {
  return `<path d="M${fmt(x)},${fmt(y)} l${fmt(40 * scale)},0 l${fmt(14 * scale)},${fmt(-14 * scale)}" stroke="${colour}" stroke-width="${fmt(5 * scale)}" fill="none" stroke-linecap="round"/><rect x="${fmt(x + 4 * scale)}" y="${fmt(y)}" width="${fmt(3 * scale)}" height="${fmt(8 * scale)}" fill="#7b6a58"/><rect x="${fmt(x + 34 * scale)}" y="${fmt(y)}" width="${fmt(3 * scale)}" height="${fmt(8 * scale)}" fill="#7b6a58"/>`;
}

export function umbrella(x, y, scale = 1, colour = '#f0e6d2') {
  return `<rect x="${fmt(x - 1.5 * scale)}" y="${fmt(y - 50 * scale)}" width="${fmt(3 * scale)}" height="${fmt(50 * scale)}" fill="#6d5c4b"/><path d="M${fmt(x - 30 * scale)},${fmt(y - 44 * scale)} Q${fmt(x)},${fmt(y - 68 * scale)} ${fmt(x + 30 * scale)},${fmt(y - 44 * scale)} Z" fill="${colour}"/>`;
}
