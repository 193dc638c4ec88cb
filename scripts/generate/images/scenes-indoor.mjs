import { foliage, tree } from './landscape.mjs';
import { officeScene, residentialScene } from './scenes-outdoor.mjs';
import { darken, embed, fmt, lighten, makeDefs, makeRandom, points, svgDocument } from './util.mjs';

const SOFAS = ['#8d8f94', '#cbb89a', '#3f6f73', '#c2954a', '#6e5a8a', '#a35d4a'];
const WALLS = ['#efe9df', '#e9e4da', '#f3efe8', '#e3e6e6'];
const WOODS = ['#b98a5c', '#9c6d45', '#c9a37a', '#8a5d3c'];

/** The shell of a room in one-point perspective; returns the back-wall box and the parts. */
function room(defs, random, width, height, { wall, floor, ceiling }) {
  const back = { x0: width * 0.14, x1: width * 0.86, y0: height * 0.1, y1: height * 0.66 };
  const parts = [
    `<rect width="${width}" height="${height}" fill="${darken(wall, 0.08)}"/>`,
    `<polygon points="${points([
      [0, 0],
      [width, 0],
      [back.x1, back.y0],
      [back.x0, back.y0],
    ])}" fill="${ceiling}"/>`,
    `<polygon points="${points([
      [0, 0],
      [back.x0, back.y0],
      [back.x0, back.y1],
      [0, height],
    ])}" fill="${defs.linear(
      [
        [0, darken(wall, 0.12)],
        [1, darken(wall, 0.03)],
      ],
      { x2: 1, y2: 0 },
    )}"/>`,
    `<polygon points="${points([
      [width, 0],
      [back.x1, back.y0],
      [back.x1, back.y1],
      [width, height],
    ])}" fill="${defs.linear(
      [
        [0, darken(wall, 0.02)],
        [1, darken(wall, 0.14)],
      ],
      { x2: 1, y2: 0 },
    )}"/>`,
    `<rect x="${back.x0}" y="${back.y0}" width="${back.x1 - back.x0}" height="${back.y1 - back.y0}" fill="${wall}"/>`,
  ];
  const floorShape = `<polygon points="${points([
    [back.x0, back.y1],
    [back.x1, back.y1],
    [width, height],
    [0, height],
  ])}"`;
  parts.push(
    `${floorShape} fill="${defs.linear([
      [0, darken(floor, 0.1)],
      [1, lighten(floor, 0.08)],
    ])}"/>`,
  );
  const clip = defs.clip(`${floorShape}/>`);
  const vx = width / 2;
  const lines = [];
  for (let k = -8; k <= 8; k++) {
    const bx = vx + (k * (back.x1 - back.x0)) / 16;
    lines.push(
      `<line x1="${fmt(bx)}" y1="${fmt(back.y1)}" x2="${fmt(vx + (bx - vx) * 2.4)}" y2="${height}" stroke="${darken(floor, 0.22)}" stroke-width="1" opacity="0.5"/>`,
    );
  }
  parts.push(`<g clip-path="${clip}">${lines.join('')}</g>`);
  return { back, parts };
}

function windowView(view, back, width, height) {
  const x = back.x0 + (back.x1 - back.x0) * 0.3;
  const w = (back.x1 - back.x0) * 0.66;
  const y = back.y0 + height * 0.03;
  const h = back.y1 - y - height * 0.02;
  const parts = [embed(view, x, y, w, h)];
  for (let k = 0; k <= 4; k++) {
    parts.push(`<rect x="${fmt(x + (w * k) / 4 - 3)}" y="${fmt(y)}" width="6" height="${fmt(h)}" fill="#2d2f33"/>`);
  }
  parts.push(`<rect x="${fmt(x - 3)}" y="${fmt(y - 3)}" width="${fmt(w + 6)}" height="6" fill="#2d2f33"/>`);
  return { parts, x, w, y, h };
}

function plant(defs, random, palette, x, baseY, size) {
  const fills = foliage(defs, palette);
  return `<rect x="${fmt(x - size * 0.22)}" y="${fmt(baseY - size * 0.45)}" width="${fmt(size * 0.44)}" height="${fmt(size * 0.45)}" rx="${fmt(size * 0.05)}" fill="#d8d2c6"/>${tree(random, fills, x, baseY - size * 0.4, size * 0.6)}`;
}

/** A furnished living room with a floor-to-ceiling window onto the city. */
export function livingRoomScene(seed, { width = 1280, height = 800 } = {}) {
  const random = makeRandom(seed);
  const defs = makeDefs('lr');
  const skyName = random.pick(['day', 'golden', 'dusk', 'morning']);
  const palette = { night: false, ground: '#6f9a4a', lit: 0.1 };
  const { back, parts } = room(defs, random, width, height, { wall: random.pick(WALLS), floor: random.pick(WOODS), ceiling: '#f7f5f1' });
  const view = windowView(
    residentialScene(seed + 100, { width: 1280, height: 800, sky: skyName, prefix: 'v', foreground: 'lawn' }),
    back,
    width,
    height,
  );
  parts.push(...view.parts);
  parts.push(
    `<polygon points="${points([
      [view.x, view.y + view.h],
      [view.x + view.w, view.y + view.h],
      [width * 0.98, height],
      [width * 0.3, height],
    ])}" fill="#fff6e0" opacity="0.12"/>`,
  );
  const art = { x: back.x0 + 30, y: back.y0 + 50, w: (back.x1 - back.x0) * 0.18, h: height * 0.28 };
  parts.push(`<rect x="${fmt(art.x - 6)}" y="${fmt(art.y - 6)}" width="${fmt(art.w + 12)}" height="${fmt(art.h + 12)}" fill="#2b2b2b"/>`);
  parts.push(
    `<rect x="${fmt(art.x)}" y="${fmt(art.y)}" width="${fmt(art.w)}" height="${fmt(art.h)}" fill="${random.pick(['#d9c8a9', '#c9d6d6', '#e6cfc2'])}"/>`,
  );
  parts.push(
    `<circle cx="${fmt(art.x + art.w * 0.45)}" cy="${fmt(art.y + art.h * 0.4)}" r="${fmt(art.w * 0.28)}" fill="${random.pick(['#c0633f', '#2f5f6b', '#b4883c'])}" opacity="0.85"/>`,
  );
  parts.push(
    `<rect x="${fmt(art.x + art.w * 0.15)}" y="${fmt(art.y + art.h * 0.62)}" width="${fmt(art.w * 0.7)}" height="${fmt(art.h * 0.2)}" fill="#3b3b3b" opacity="0.7"/>`,
  );
  const rugY = height * 0.8;
  parts.push(
    `<polygon points="${points([
      [width * 0.24, rugY - 40],
      [width * 0.78, rugY - 40],
      [width * 0.9, height * 0.97],
      [width * 0.12, height * 0.97],
    ])}" fill="${random.pick(['#d9cfbf', '#b9c2c6', '#c7b29a'])}"/>`,
  );
  const sofa = random.pick(SOFAS);
  const sy = height * 0.7;
  parts.push(
    `<rect x="${fmt(width * 0.06)}" y="${fmt(sy - 70)}" width="${fmt(width * 0.46)}" height="80" rx="18" fill="${darken(sofa, 0.12)}"/>`,
  );
  parts.push(`<rect x="${fmt(width * 0.04)}" y="${fmt(sy)}" width="${fmt(width * 0.5)}" height="70" rx="16" fill="${sofa}"/>`);
  for (let c = 0; c < 3; c++) {
    parts.push(
      `<rect x="${fmt(width * (0.08 + c * 0.15))}" y="${fmt(sy - 45)}" width="${fmt(width * 0.13)}" height="55" rx="14" fill="${lighten(sofa, 0.12)}"/>`,
    );
  }
  parts.push(
    `<rect x="${fmt(width * 0.1)}" y="${fmt(sy - 30)}" width="60" height="40" rx="10" fill="${random.pick(['#e0b04b', '#f0ece2', '#b85c4a'])}"/>`,
  );
  parts.push(
    `<rect x="${fmt(width * 0.04)}" y="${fmt(sy + 66)}" width="8" height="18" fill="#2b2b2b"/><rect x="${fmt(width * 0.53)}" y="${fmt(sy + 66)}" width="8" height="18" fill="#2b2b2b"/>`,
  );
  const tx = width * 0.6;
  const ty = height * 0.86;
  parts.push(
    `<ellipse cx="${fmt(tx)}" cy="${fmt(ty)}" rx="${fmt(width * 0.12)}" ry="26" fill="${random.pick(['#f2efe8', '#3b3b3b', '#c9a37a'])}"/>`,
  );
  parts.push(`<rect x="${fmt(tx - 6)}" y="${fmt(ty)}" width="12" height="40" fill="#2b2b2b"/>`);
  parts.push(
    `<rect x="${fmt(tx - 30)}" y="${fmt(ty - 34)}" width="18" height="30" rx="6" fill="#5d7f8a"/><rect x="${fmt(tx + 10)}" y="${fmt(ty - 12)}" width="44" height="8" fill="#b4573c"/>`,
  );
  const lx = width * 0.9;
  parts.push(`<rect x="${fmt(lx - 2)}" y="${fmt(height * 0.42)}" width="4" height="${fmt(height * 0.5)}" fill="#2b2b2b"/>`);
  parts.push(`<circle cx="${fmt(lx)}" cy="${fmt(height * 0.42)}" r="80" fill="#ffe7b3" opacity="0.25"/>`);
  parts.push(
    `<path d="M${fmt(lx - 34)},${fmt(height * 0.46)} L${fmt(lx - 20)},${fmt(height * 0.38)} L${fmt(lx + 20)},${fmt(height * 0.38)} L${fmt(lx + 34)},${fmt(height * 0.46)} Z" fill="#f5ead2"/>`,
  );
  parts.push(plant(defs, random, palette, width * 0.78, height * 0.74, height * 0.3));
  for (const px of [0.4, 0.6]) {
    parts.push(
      `<line x1="${fmt(width * px)}" y1="0" x2="${fmt(width * px)}" y2="${fmt(height * 0.12)}" stroke="#2b2b2b" stroke-width="2"/><ellipse cx="${fmt(width * px)}" cy="${fmt(height * 0.13)}" rx="26" ry="12" fill="#f3d27a"/><circle cx="${fmt(width * px)}" cy="${fmt(height * 0.15)}" r="40" fill="#ffe9b8" opacity="0.25"/>`,
    );
  }
  return svgDocument(width, height, parts.join(''), defs.toString());
}

/** A glass-walled meeting room with a long table and the business district outside. */
export function officeInteriorScene(seed, { width = 1280, height = 800 } = {}) {
  const random = makeRandom(seed);
  const defs = makeDefs('oi');
  const palette = { night: false, ground: '#6f9a4a', lit: 0.1 };
  const { back, parts } = room(defs, random, width, height, {
    wall: '#eceff1',
    floor: random.pick(['#7d848c', '#8b8f93', '#a39a8e']),
    ceiling: '#f4f5f6',
  });
  const view = windowView(
    officeScene(seed + 200, { width: 1280, height: 800, sky: random.pick(['day', 'golden', 'morning']), prefix: 'v' }),
    { ...back, x0: back.x0 - (back.x1 - back.x0) * 0.35 },
    width,
    height,
  );
  parts.push(...view.parts);
  for (const ly of [0.035, 0.07]) {
    parts.push(`<rect x="${fmt(width * 0.25)}" y="${fmt(height * ly)}" width="${fmt(width * 0.5)}" height="6" rx="3" fill="#ffffff"/>`);
  }
  const vx = width / 2;
  const farY = height * 0.64;
  const table = [
    [vx - 70, farY],
    [vx + 70, farY],
    [vx + 260, height * 0.93],
    [vx - 260, height * 0.93],
  ];
  const chair = random.pick(['#2f3640', '#5b4a3d', '#3f5f6b', '#7a2f2f']);
  for (let k = 0; k < 5; k++) {
    const t = k / 4;
    const y = farY + (height * 0.93 - farY) * t;
    const half = 70 + 190 * t;
    const size = 26 + 40 * t;
    for (const side of [-1, 1]) {
      const cx = vx + side * (half + size * 0.9);
      parts.push(
        `<rect x="${fmt(cx - size / 2)}" y="${fmt(y - size * 1.6)}" width="${fmt(size)}" height="${fmt(size * 1.7)}" rx="${fmt(size * 0.25)}" fill="${chair}"/>`,
      );
    }
  }
  parts.push(
    `<polygon points="${points(table)}" fill="${defs.linear([
      [0, '#c9a37a'],
      [1, '#8a5d3c'],
    ])}"/>`,
  );
  parts.push(
    `<polygon points="${points([
      [vx - 260, height * 0.93],
      [vx + 260, height * 0.93],
      [vx + 260, height * 0.96],
      [vx - 260, height * 0.96],
    ])}" fill="#5a3e28"/>`,
  );
  for (let k = 0; k < 4; k++) {
    const y = farY + ((height * 0.93 - farY) * (k + 0.5)) / 4;
    parts.push(`<rect x="${fmt(vx - 12)}" y="${fmt(y - 4)}" width="24" height="8" rx="2" fill="#e9ecef" opacity="0.9"/>`);
  }
  parts.push(
    `<polygon points="${points([
      [width * 0.03, height * 0.2],
      [width * 0.1, height * 0.24],
      [width * 0.1, height * 0.44],
      [width * 0.03, height * 0.46],
    ])}" fill="#1d2126"/>`,
  );
  parts.push(
    `<polygon points="${points([
      [width * 0.037, height * 0.215],
      [width * 0.094, height * 0.25],
      [width * 0.094, height * 0.425],
      [width * 0.037, height * 0.445],
    ])}" fill="${defs.linear([
      [0, '#3c6e91'],
      [1, '#1e3a52'],
    ])}"/>`,
  );
  parts.push(plant(defs, random, palette, width * 0.9, height * 0.95, height * 0.34));
  parts.push(plant(defs, random, palette, width * 0.12, height * 0.97, height * 0.28));
  return svgDocument(width, height, parts.join(''), defs.toString());
}
