import { frame, gate, label, MAP, marker, polygon, roadBand, tower, trees } from './site-plan-parts.mjs';
import { fmt, makeRandom } from './util.mjs';

/** Site plans: six residential layouts, an office campus, a mall, a plotted colony, an SCO strip. */

const RESIDENTIAL_LEGEND = [
  'Entry / Exit',
  'Clubhouse',
  'Swimming pool',
  'Central lawn',
  'Kids play area',
  'Tennis court',
  'Amphitheatre',
  'Jogging track',
  'Drop-off plaza',
  'Basement ramp',
];

function siteBoundary(random) {
  const inset = 70;
  return [
    [MAP.x + inset + random.range(0, 40), MAP.y + inset],
    [MAP.x + MAP.w - inset - random.range(0, 50), MAP.y + inset + random.range(0, 40)],
    [MAP.x + MAP.w - inset, MAP.y + MAP.h - inset - 60],
    [MAP.x + inset, MAP.y + MAP.h - inset - 60 - random.range(0, 40)],
  ];
}

function surroundings() {
  return (
    roadBand(MAP.x, MAP.y + MAP.h - 90, MAP.w, 44, '24 M WIDE SECTOR ROAD') +
    roadBand(MAP.x + MAP.w - 44, MAP.y, 44, MAP.h - 90, '12 M ROAD')
  );
}

export function residentialSitePlan(seed) {
  const random = makeRandom(seed);
  const edge = siteBoundary(random);
  const cx = MAP.x + MAP.w / 2 - 10;
  const cy = MAP.y + MAP.h / 2 - 40;
  const rx = 260;
  const ry = 200;
  const parts = [surroundings(), polygon(edge, 'fill="#dfe8cf" stroke="#5d5246" stroke-width="4"')];
  parts.push(`<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${rx + 40}" ry="${ry + 40}" fill="none" stroke="#8c9196" stroke-width="26"/>`);
  parts.push(
    `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${rx + 40}" ry="${ry + 40}" fill="none" stroke="#ffffff" stroke-width="1.5" stroke-dasharray="10 8"/>`,
  );
  parts.push(`<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="150" ry="105" fill="#bcd9a8" stroke="#7fa86a" stroke-width="2"/>`);
  parts.push(
    `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="172" ry="126" fill="none" stroke="#d8b98b" stroke-width="6" stroke-dasharray="2 0"/>`,
  );
  parts.push(
    trees(random, cx - 150, cy - 100, 300, 200, 26, (x, y) => ((x - cx) / 140) ** 2 + ((y - cy) / 95) ** 2 > 1 || Math.abs(x - cx) < 60),
  );
  const count = random.int(4, 8);
  const shape = random.pick(['rect', 'plus', 'l', 'y']);
  const start = random.range(0, 40);
  for (let i = 0; i < count; i++) {
    const angle = start + (i * 360) / count + (i === 0 ? 0 : random.range(-6, 6));
    const rad = (angle * Math.PI) / 180;
    const tx = cx + Math.cos(rad) * rx * 1.02;
    const ty = cy + Math.sin(rad) * ry * 1.02;
    if (ty > cy + ry * 0.85 && Math.abs(tx - cx) < 120) continue;
    parts.push(tower(shape, tx, ty, random.range(70, 86), angle + 90, i + 1));
  }
  const clubX = cx + 10;
  const clubY = cy + 178;
  parts.push(
    `<rect x="${fmt(clubX - 80)}" y="${fmt(clubY - 28)}" width="110" height="56" fill="#f4eee3" stroke="#5d5246" stroke-width="2"/>`,
    label(clubX - 25, clubY + 4, 'CLUBHOUSE', { size: 10 }),
  );
  parts.push(
    `<rect x="${fmt(clubX + 42)}" y="${fmt(clubY - 22)}" width="78" height="40" rx="10" fill="#7cc3dc" stroke="#3f8fb0" stroke-width="2"/>`,
  );
  parts.push(
    `<rect x="${fmt(cx - 240)}" y="${fmt(cy - 30)}" width="60" height="34" fill="#c98b5a" stroke="#ffffff" stroke-width="2"/><line x1="${fmt(cx - 210)}" y1="${fmt(cy - 30)}" x2="${fmt(cx - 210)}" y2="${fmt(cy + 4)}" stroke="#ffffff" stroke-width="2"/>`,
  );
  parts.push(`<circle cx="${fmt(cx + 95)}" cy="${fmt(cy - 40)}" r="20" fill="#f2c14e" stroke="#d19a1f" stroke-width="2"/>`);
  parts.push(
    `<path d="M${fmt(cx - 70)},${fmt(cy + 60)} a40,40 0 0 1 80,0 M${fmt(cx - 55)},${fmt(cy + 60)} a25,25 0 0 1 50,0" fill="none" stroke="#8a7b66" stroke-width="4"/>`,
  );
  const gateY = MAP.y + MAP.h - 90 - 2;
  parts.push(gate(cx - 120, gateY, 'ENTRY'), gate(cx + 150, gateY, 'EXIT'));
  parts.push(`<rect x="${fmt(cx - 40)}" y="${fmt(gateY - 70)}" width="80" height="36" rx="18" fill="#cfc8b8" stroke="#8c9196"/>`);
  parts.push(`<path d="M${fmt(cx + 220)},${fmt(gateY - 60)} l40,0 l-10,-8 m10,8 l-10,8" stroke="#1f2d3d" stroke-width="3" fill="none"/>`);
  const markers = [
    [cx - 120, gateY - 24],
    [clubX - 25, clubY - 44],
    [clubX + 81, clubY - 36],
    [cx, cy - 20],
    [cx + 95, cy - 40],
    [cx - 210, cy - 46],
    [cx - 30, cy + 40],
    [cx + 172, cy],
    [cx, gateY - 52],
    [cx + 240, gateY - 76],
  ];
  markers.forEach(([x, y], i) => parts.push(marker(x, y, i + 1)));
  parts.push(trees(random, MAP.x + 60, MAP.y + 60, MAP.w - 160, 40, 22));
  return frame('Site Plan', RESIDENTIAL_LEGEND, parts.join(''));
}

function parkingBays(x, y, w, h) {
  const out = [`<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" fill="#b7bbbf"/>`];
  for (let bx = x + 4; bx < x + w - 16; bx += 18)
    out.push(
      `<rect x="${fmt(bx)}" y="${fmt(y + 4)}" width="14" height="${fmt(h / 2 - 8)}" fill="none" stroke="#ffffff" stroke-width="1.2"/><rect x="${fmt(bx)}" y="${fmt(y + h / 2 + 4)}" width="14" height="${fmt(h / 2 - 8)}" fill="none" stroke="#ffffff" stroke-width="1.2"/>`,
    );
  return out.join('');
}

function block(x, y, w, h, text) {
  return `<rect x="${fmt(x + 6)}" y="${fmt(y + 7)}" width="${fmt(w)}" height="${fmt(h)}" fill="#000" opacity="0.16"/><rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" fill="#f4eee3" stroke="#5d5246" stroke-width="2"/>${label(x + w / 2, y + h / 2 + 5, text, { size: 13 })}`;
}

export function officeSitePlan(seed) {
  const random = makeRandom(seed);
  const edge = [
    [110, 160],
    [800, 160],
    [800, 700],
    [110, 700],
  ];
  const parts = [surroundings(), polygon(edge, 'fill="#dfe8cf" stroke="#5d5246" stroke-width="4"')];
  parts.push(`<rect x="140" y="470" width="630" height="140" fill="#e4dccd"/>`);
  for (let x = 150; x < 770; x += 24) parts.push(`<line x1="${x}" y1="470" x2="${x}" y2="610" stroke="#d3c9b6"/>`);
  parts.push(
    block(150, 200, 230, 230, 'OFFICE TOWER A'),
    block(520, 200, 230, 230, 'OFFICE TOWER B'),
    block(400, 250, 100, 120, 'FOOD COURT'),
  );
  parts.push(
    parkingBays(140, 630, 620, 56),
    `<ellipse cx="455" cy="540" rx="60" ry="30" fill="#7cc3dc" stroke="#3f8fb0" stroke-width="2"/>`,
  );
  parts.push(trees(random, 130, 170, 660, 20, 18), trees(random, 130, 445, 660, 20, 16));
  parts.push(gate(250, 738, 'ENTRY'), gate(650, 738, 'EXIT'));
  [
    [250, 715],
    [265, 210],
    [455, 260],
    [455, 500],
    [300, 540],
    [700, 650],
    [650, 715],
  ].forEach(([x, y], i) => parts.push(marker(x, y, i + 1)));
  return frame(
    'Site Plan',
    ['Entry plaza', 'Tower lobbies', 'Food court', 'Water feature', 'Landscaped piazza', 'Visitor parking', 'Exit'],
    parts.join(''),
  );
}

export function retailSitePlan(seed) {
  const random = makeRandom(seed);
  const parts = [
    surroundings(),
    polygon(
      [
        [100, 150],
        [800, 150],
        [800, 700],
        [100, 700],
      ],
      'fill="#dfe8cf" stroke="#5d5246" stroke-width="4"',
    ),
  ];
  parts.push(
    polygon(
      [
        [140, 190],
        [760, 190],
        [760, 430],
        [560, 470],
        [340, 470],
        [140, 430],
      ],
      'fill="#f4eee3" stroke="#5d5246" stroke-width="2"',
    ),
  );
  parts.push(block(150, 200, 150, 120, 'ANCHOR STORE'), block(600, 200, 150, 120, 'MULTIPLEX'), block(380, 210, 140, 80, 'FOOD COURT'));
  for (let x = 170; x < 740; x += 38) parts.push(`<rect x="${x}" y="360" width="34" height="50" fill="#ffffff" stroke="#8a7b66"/>`);
  parts.push(
    label(450, 455, 'RETAIL SHOPS · HIGH STREET', { size: 12 }),
    `<rect x="300" y="490" width="300" height="60" fill="#e4dccd"/>`,
    label(450, 526, 'CENTRAL PLAZA', { size: 12 }),
  );
  parts.push(parkingBays(140, 580, 620, 90), trees(random, 120, 555, 660, 16, 18));
  parts.push(gate(220, 738, 'ENTRY'), gate(680, 738, 'EXIT'));
  [
    [220, 715],
    [225, 215],
    [675, 215],
    [450, 225],
    [450, 505],
    [450, 600],
  ].forEach(([x, y], i) => parts.push(marker(x, y, i + 1)));
  return frame('Site Plan', ['Entry', 'Anchor store', 'Multiplex', 'Food court', 'Central plaza', 'Surface parking'], parts.join(''));
}

export function plottedSitePlan(seed) {
  const random = makeRandom(seed);
  const parts = [
    surroundings(),
    polygon(
      [
        [90, 140],
        [800, 140],
        [800, 720],
        [90, 720],
      ],
      'fill="#e7dfcf" stroke="#5d5246" stroke-width="4"',
    ),
  ];
  let plot = 101;
  for (const y of [160, 330, 500]) {
    parts.push(roadBand(90, y + 130, 710, 26, '9 M ROAD'));
    for (let x = 110; x < 780; x += 52) {
      if (y === 330 && x > 360 && x < 540) continue;
      parts.push(
        `<rect x="${x}" y="${y}" width="48" height="58" fill="#fbf6ea" stroke="#8a7b66"/><rect x="${x}" y="${y + 64}" width="48" height="58" fill="#fbf6ea" stroke="#8a7b66"/>`,
      );
      parts.push(
        label(x + 24, y + 33, String(plot++), { size: 10, weight: 500 }),
        label(x + 24, y + 97, String(plot++), { size: 10, weight: 500 }),
      );
    }
  }
  parts.push(
    `<rect x="370" y="330" width="162" height="122" rx="10" fill="#bcd9a8" stroke="#7fa86a" stroke-width="2"/>`,
    label(451, 395, 'PARK', { size: 12 }),
    trees(random, 380, 340, 140, 100, 14),
  );
  parts.push(gate(445, 738, 'MAIN GATE'), marker(445, 715, 1), marker(451, 360, 2), marker(131, 175, 3));
  return frame('Layout Plan', ['Main gate', 'Neighbourhood park', 'Plot numbers (101 onwards)'], parts.join(''));
}

export function scoSitePlan(seed) {
  const random = makeRandom(seed);
  const parts = [
    surroundings(),
    polygon(
      [
        [90, 200],
        [800, 200],
        [800, 700],
        [90, 700],
      ],
      'fill="#dfe8cf" stroke="#5d5246" stroke-width="4"',
    ),
  ];
  let unit = 1;
  for (const y of [230, 450]) {
    for (let x = 110; x < 780; x += 56) {
      parts.push(block(x, y, 50, 110, ''), label(x + 25, y + 60, `SCO ${unit++}`, { size: 10 }));
    }
    parts.push(`<rect x="100" y="${y + 120}" width="690" height="14" fill="#e4dccd"/>`, trees(random, 110, y + 124, 670, 6, 14));
  }
  parts.push(parkingBays(100, 380, 690, 50), parkingBays(100, 600, 690, 50));
  parts.push(gate(300, 738, 'ENTRY'), gate(620, 738, 'EXIT'), marker(300, 715, 1), marker(140, 400, 2), marker(140, 356, 3));
  return frame('Site Plan', ['Entry / Exit', 'Front parking', 'Landscaped walkway'], parts.join(''));
}
