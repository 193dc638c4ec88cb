import { darken, fmt, lighten, makeDefs, makeRandom, svgDocument } from './util.mjs';

/** Flat illustrations for the service tiles, the testimonial avatars and the placeholder. */

function backdrop(defs, width, height, [from, to]) {
  const fill = defs.linear(
    [
      [0, from],
      [1, to],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const dots = [];
  for (let x = 40; x < width; x += 48) {
    for (let y = 40; y < height; y += 48) dots.push(`<circle cx="${x}" cy="${y}" r="2" fill="#ffffff" opacity="0.12"/>`);
  }
  return `<rect width="${width}" height="${height}" fill="${fill}"/>${dots.join('')}<circle cx="${fmt(width * 0.5)}" cy="${fmt(height * 0.52)}" r="${fmt(height * 0.36)}" fill="#ffffff" opacity="0.1"/>`;
}

function house(x, y, s, wall, roof) {
  return [
    `<rect x="${fmt(x - s * 0.5)}" y="${fmt(y - s * 0.55)}" width="${fmt(s)}" height="${fmt(s * 0.55)}" fill="${wall}"/>`,
    `<polygon points="${fmt(x - s * 0.62)},${fmt(y - s * 0.52)} ${fmt(x)},${fmt(y - s)} ${fmt(x + s * 0.62)},${fmt(y - s * 0.52)}" fill="${roof}"/>`,
    `<rect x="${fmt(x - s * 0.1)}" y="${fmt(y - s * 0.32)}" width="${fmt(s * 0.2)}" height="${fmt(s * 0.32)}" fill="${darken(roof, 0.2)}"/>`,
    `<rect x="${fmt(x - s * 0.38)}" y="${fmt(y - s * 0.44)}" width="${fmt(s * 0.18)}" height="${fmt(s * 0.14)}" fill="#bfe0f2"/>`,
    `<rect x="${fmt(x + s * 0.2)}" y="${fmt(y - s * 0.44)}" width="${fmt(s * 0.18)}" height="${fmt(s * 0.14)}" fill="#bfe0f2"/>`,
  ].join('');
}

function coins(x, y, count, r) {
  const parts = [];
  for (let i = 0; i < count; i++) {
    const cy = y - i * r * 0.32;
    parts.push(
      `<ellipse cx="${fmt(x)}" cy="${fmt(cy)}" rx="${fmt(r)}" ry="${fmt(r * 0.32)}" fill="#b8862b"/><ellipse cx="${fmt(x)}" cy="${fmt(cy - r * 0.08)}" rx="${fmt(r)}" ry="${fmt(r * 0.3)}" fill="#e7b94a"/>`,
    );
  }
  return parts.join('');
}

function documentSheet(x, y, w, h, tilt) {
  const lines = [];
  for (let k = 0; k < 6; k++) {
    lines.push(
      `<rect x="${fmt(w * 0.12)}" y="${fmt(h * (0.2 + k * 0.11))}" width="${fmt(w * (k === 5 ? 0.4 : 0.76))}" height="${fmt(h * 0.035)}" rx="3" fill="#c9d2da"/>`,
    );
  }
  return `<g transform="translate(${fmt(x)},${fmt(y)}) rotate(${tilt})"><rect width="${fmt(w)}" height="${fmt(h)}" rx="10" fill="#ffffff"/><rect x="${fmt(w * 0.12)}" y="${fmt(h * 0.08)}" width="${fmt(w * 0.45)}" height="${fmt(h * 0.06)}" rx="4" fill="#2f4a6b"/>${lines.join('')}</g>`;
}

function percentBadge(x, y, r) {
  return `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="#d9534f"/><circle cx="${fmt(x - r * 0.3)}" cy="${fmt(y - r * 0.3)}" r="${fmt(r * 0.16)}" fill="none" stroke="#fff" stroke-width="${fmt(r * 0.1)}"/><circle cx="${fmt(x + r * 0.3)}" cy="${fmt(y + r * 0.3)}" r="${fmt(r * 0.16)}" fill="none" stroke="#fff" stroke-width="${fmt(r * 0.1)}"/><line x1="${fmt(x + r * 0.4)}" y1="${fmt(y - r * 0.45)}" x2="${fmt(x - r * 0.4)}" y2="${fmt(y + r * 0.45)}" stroke="#fff" stroke-width="${fmt(r * 0.12)}" stroke-linecap="round"/>`;
}

function key(x, y, s, colour) {
  return `<g transform="translate(${fmt(x)},${fmt(y)}) rotate(-30)"><circle r="${fmt(s * 0.28)}" fill="none" stroke="${colour}" stroke-width="${fmt(s * 0.12)}"/><rect x="${fmt(s * 0.26)}" y="${fmt(-s * 0.06)}" width="${fmt(s * 0.9)}" height="${fmt(s * 0.12)}" fill="${colour}"/><rect x="${fmt(s * 0.86)}" y="${fmt(s * 0.06)}" width="${fmt(s * 0.08)}" height="${fmt(s * 0.18)}" fill="${colour}"/><rect x="${fmt(s * 1.02)}" y="${fmt(s * 0.06)}" width="${fmt(s * 0.08)}" height="${fmt(s * 0.24)}" fill="${colour}"/></g>`;
}

function seal(x, y, r) {
  const spikes = [];
  for (let k = 0; k < 24; k++) {
    const a = (k / 24) * Math.PI * 2;
    const rr = k % 2 ? r : r * 1.12;
    spikes.push(`${fmt(x + Math.cos(a) * rr)},${fmt(y + Math.sin(a) * rr)}`);
  }
  return `<polygon points="${spikes.join(' ')}" fill="#b03a2e"/><circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r * 0.72)}" fill="none" stroke="#f3d9b0" stroke-width="3"/><path d="M${fmt(x - r * 0.3)},${fmt(y)} l${fmt(r * 0.2)},${fmt(r * 0.22)} l${fmt(r * 0.42)},${fmt(-r * 0.44)}" stroke="#f3d9b0" stroke-width="${fmt(r * 0.12)}" fill="none" stroke-linecap="round"/>`;
}

export function serviceIllustration(kind, { width = 800, height = 600 } = {}) {
  const defs = makeDefs('s');
  const cx = width / 2;
  const cy = height * 0.62;
  const s = height * 0.42;
  const scenes = {
    'home-loans': [
      ['#1f6f8b', '#0f3d57'],
      () =>
        house(cx - s * 0.25, cy + s * 0.35, s, '#f4efe6', '#d9822b') +
        coins(cx + s * 0.62, cy + s * 0.36, 6, s * 0.2) +
        coins(cx + s * 0.95, cy + s * 0.36, 4, s * 0.17) +
        percentBadge(cx + s * 0.5, cy - s * 0.62, s * 0.2),
    ],
    legal: [
      ['#3c4a63', '#1c2436'],
      () =>
        documentSheet(cx - s * 0.75, cy - s * 0.85, s * 0.8, s * 1.05, -8) +
        documentSheet(cx - s * 0.2, cy - s * 0.8, s * 0.8, s * 1.05, 6) +
        seal(cx + s * 0.55, cy + s * 0.3, s * 0.22) +
        `<rect x="${fmt(cx - s * 0.9)}" y="${fmt(cy + s * 0.42)}" width="${fmt(s * 0.9)}" height="${fmt(s * 0.06)}" rx="6" transform="rotate(-20 ${fmt(cx - s * 0.45)} ${fmt(cy + s * 0.45)})" fill="#e7b94a"/>`,
    ],
    'property-management': [
      ['#2d8f5b', '#14543a'],
      () =>
        house(cx - s * 0.1, cy + s * 0.35, s * 1.1, '#f4efe6', '#2f4a6b') +
        key(cx + s * 0.35, cy - s * 0.3, s * 0.6, '#e7b94a') +
        documentSheet(cx - s * 1.05, cy - s * 0.5, s * 0.55, s * 0.75, -6),
    ],
  };
  const [colours, draw] = scenes[kind];
  return svgDocument(width, height, backdrop(defs, width, height, colours) + draw(), defs.toString());
}

const SKIN = ['#f1c7a5', '#d9a37e', '#b87a55', '#8d5a3b', '#e8b998'];
const HAIR = ['#1d1a18', '#3b2a20', '#5a3b26', '#2b2b2b', '#7a7a7a'];
const SHIRTS = ['#2f4a6b', '#b0413e', '#3f7a5a', '#c99a3b', '#6b3fa0', '#1f6f8b', '#4d4d4d', '#d35400'];
const BACKS = ['#dbe7f0', '#f3e3d3', '#e0eedf', '#efe0ef', '#f5ecd0', '#dfe5f5'];

/** A friendly flat portrait; style picks hair ('short', 'long', 'bun', 'beard') and extras. */
export function avatar(seed, { style = 'short', glasses = false, size = 256 } = {}) {
  const random = makeRandom(seed);
  const skin = random.pick(SKIN);
  const hair = random.pick(HAIR);
  const shirt = random.pick(SHIRTS);
  const c = size / 2;
  const parts = [`<rect width="${size}" height="${size}" fill="${random.pick(BACKS)}"/>`];
  if (style === 'long')
    parts.push(
      `<path d="M${fmt(c - 62)},${fmt(c + 40)} Q${fmt(c - 70)},${fmt(c - 70)} ${fmt(c)},${fmt(c - 78)} Q${fmt(c + 70)},${fmt(c - 70)} ${fmt(c + 62)},${fmt(c + 40)} Z" fill="${hair}"/>`,
    );
  parts.push(
    `<path d="M${fmt(c - 92)},${size} Q${fmt(c - 88)},${fmt(c + 52)} ${fmt(c)},${fmt(c + 50)} Q${fmt(c + 88)},${fmt(c + 52)} ${fmt(c + 92)},${size} Z" fill="${shirt}"/>`,
  );
  parts.push(`<rect x="${fmt(c - 16)}" y="${fmt(c + 16)}" width="32" height="40" fill="${darken(skin, 0.08)}"/>`);
  parts.push(
    `<path d="M${fmt(c - 20)},${fmt(c + 50)} L${fmt(c)},${fmt(c + 70)} L${fmt(c + 20)},${fmt(c + 50)}" fill="${lighten(shirt, 0.5)}"/>`,
  );
  parts.push(`<ellipse cx="${fmt(c)}" cy="${fmt(c - 14)}" rx="46" ry="54" fill="${skin}"/>`);
  parts.push(
    `<ellipse cx="${fmt(c - 46)}" cy="${fmt(c - 8)}" rx="8" ry="12" fill="${darken(skin, 0.06)}"/><ellipse cx="${fmt(c + 46)}" cy="${fmt(c - 8)}" rx="8" ry="12" fill="${darken(skin, 0.06)}"/>`,
  );
  if (style === 'bun') parts.push(`<circle cx="${fmt(c)}" cy="${fmt(c - 80)}" r="22" fill="${hair}"/>`);
  if (style !== 'bald')
    parts.push(
      `<path d="M${fmt(c - 48)},${fmt(c - 14)} Q${fmt(c - 52)},${fmt(c - 76)} ${fmt(c)},${fmt(c - 72)} Q${fmt(c + 52)},${fmt(c - 76)} ${fmt(c + 48)},${fmt(c - 14)} Q${fmt(c + 30)},${fmt(c - 50)} ${fmt(c)},${fmt(c - 46)} Q${fmt(c - 34)},${fmt(c - 48)} ${fmt(c - 48)},${fmt(c - 14)} Z" fill="${hair}"/>`,
    );
  if (style === 'beard')
    parts.push(
      `<path d="M${fmt(c - 44)},${fmt(c - 4)} Q${fmt(c - 40)},${fmt(c + 44)} ${fmt(c)},${fmt(c + 42)} Q${fmt(c + 40)},${fmt(c + 44)} ${fmt(c + 44)},${fmt(c - 4)} Q${fmt(c + 20)},${fmt(c + 16)} ${fmt(c)},${fmt(c + 14)} Q${fmt(c - 20)},${fmt(c + 16)} ${fmt(c - 44)},${fmt(c - 4)} Z" fill="${hair}"/>`,
    );
  parts.push(
    `<circle cx="${fmt(c - 17)}" cy="${fmt(c - 16)}" r="4.5" fill="#2a211c"/><circle cx="${fmt(c + 17)}" cy="${fmt(c - 16)}" r="4.5" fill="#2a211c"/>`,
  );
  parts.push(
    `<path d="M${fmt(c - 26)},${fmt(c - 28)} q9,-6 18,0 M${fmt(c + 8)},${fmt(c - 28)} q9,-6 18,0" stroke="${darken(hair, 0.1)}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  );
  parts.push(
    `<path d="M${fmt(c - 14)},${fmt(c + 14)} Q${fmt(c)},${fmt(c + 26)} ${fmt(c + 14)},${fmt(c + 14)}" stroke="#8a3b32" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
  );
  if (glasses)
    parts.push(
      `<g stroke="#2b2b2b" stroke-width="3" fill="none"><circle cx="${fmt(c - 17)}" cy="${fmt(c - 15)}" r="13"/><circle cx="${fmt(c + 17)}" cy="${fmt(c - 15)}" r="13"/><line x1="${fmt(c - 4)}" y1="${fmt(c - 15)}" x2="${fmt(c + 4)}" y2="${fmt(c - 15)}"/></g>`,
    );
  return svgDocument(size, size, parts.join(''));
}

/** Neutral stand-in for a missing image: a soft gradient and a house outline. */
export function placeholder({ width = 1280, height = 800 } = {}) {
  const defs = makeDefs('p');
  const fill = defs.linear(
    [
      [0, '#e9edf1'],
      [1, '#cfd7df'],
    ],
    { x2: 1, y2: 1 },
  );
  const s = height * 0.22;
  const x = width / 2;
  const y = height / 2 + s * 0.3;
  return svgDocument(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="${fill}"/><g fill="none" stroke="#9aa7b4" stroke-width="${fmt(s * 0.06)}" stroke-linejoin="round"><path d="M${fmt(x - s)},${fmt(y - s * 0.55)} L${fmt(x)},${fmt(y - s * 1.35)} L${fmt(x + s)},${fmt(y - s * 0.55)}"/><rect x="${fmt(x - s * 0.75)}" y="${fmt(y - s * 0.75)}" width="${fmt(s * 1.5)}" height="${fmt(s * 1.05)}"/><rect x="${fmt(x - s * 0.18)}" y="${fmt(y - s * 0.3)}" width="${fmt(s * 0.36)}" height="${fmt(s * 0.6)}"/></g>`,
    defs.toString(),
  );
}
