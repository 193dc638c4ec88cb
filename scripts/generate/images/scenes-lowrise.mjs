import { cars, foliage, ground, people, road, streetLights, tree, treeLine } from './landscape.mjs';
import { GLASS, SIGN_COLOURS, SKIES } from './palettes.mjs';
import { distantSkyline, hills, sky } from './sky.mjs';
import { glassTower } from './towers.mjs';
import { darken, fmt, lighten, makeDefs, makeRandom, mix, points, svgDocument } from './util.mjs';

function setting(seed, skyName, prefix, choices) {
  const random = makeRandom(seed);
  const defs = makeDefs(prefix);
  const palette = SKIES[skyName ?? random.pick(choices)];
  return { random, defs, palette };
}

/** A signboard: a coloured fascia with pale bars standing in for lettering. */
function sign(random, palette, x, y, w, h) {
  const colour = palette.night ? darken(random.pick(SIGN_COLOURS), 0.2) : random.pick(SIGN_COLOURS);
  const bars = [`<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" fill="${colour}"/>`];
  const textW = w * random.range(0.35, 0.7);
  bars.push(
    `<rect x="${fmt(x + (w - textW) / 2)}" y="${fmt(y + h * 0.32)}" width="${fmt(textW)}" height="${fmt(h * 0.36)}" rx="${fmt(h * 0.1)}" fill="#ffffff" opacity="${palette.night ? 0.95 : 0.85}"/>`,
  );
  return bars.join('');
}

function storefront(defs, random, palette, x, y, w, h) {
  const glassFill =
    palette.night || palette.lit > 0.4
      ? defs.linear([
          [0, '#ffe6b3'],
          [1, '#f3b968'],
        ])
      : defs.linear([
          [0, '#cfe0ea'],
          [1, '#6d8799'],
        ]);
  const parts = [`<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" fill="${glassFill}"/>`];
  for (let mx = x + w / 3; mx < x + w - 2; mx += w / 3) {
    parts.push(`<rect x="${fmt(mx - 1)}" y="${fmt(y)}" width="2" height="${fmt(h)}" fill="#3b3f45" opacity="0.7"/>`);
  }
  parts.push(`<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h * 0.12)}" fill="#2f3338" opacity="0.45"/>`);
  return parts.join('');
}

/** A high-street mall: storefronts with signage, glazed upper levels, a tower behind. */
export function retailScene(seed, { width = 1280, height = 800, sky: skyName, prefix = '' } = {}) {
  const { random, defs, palette } = setting(seed, skyName, prefix, ['day', 'golden', 'dusk', 'blue']);
  const horizon = height * 0.62;
  const baseY = height * 0.8;
  const parts = [
    sky(defs, random, palette, width, horizon),
    distantSkyline(random, palette, width, horizon, { height: height * 0.2 }),
    ground(defs, palette, width, horizon, height),
  ];
  const towerW = width * 0.16;
  parts.push(
    glassTower(defs, random, palette, random.pick(GLASS), {
      x: width * random.range(0.55, 0.7),
      ground: baseY - height * 0.2,
      floors: 18,
      floorH: height * 0.025,
      frontW: towerW,
      sideW: towerW * 0.35,
      haze: 0.1,
    }),
  );
  const levels = random.int(3, 4);
  const levelH = height * 0.085;
  const top = baseY - levels * levelH;
  const wall = palette.night ? '#3b3a40' : mix(random.pick(['#e9e2d6', '#d7d9dc', '#efe7dc']), palette.light, 0.1);
  parts.push(`<rect x="${fmt(width * 0.03)}" y="${fmt(top)}" width="${fmt(width * 0.94)}" height="${fmt(baseY - top)}" fill="${wall}"/>`);
  parts.push(`<rect x="${fmt(width * 0.02)}" y="${fmt(top - 8)}" width="${fmt(width * 0.96)}" height="10" fill="${darken(wall, 0.25)}"/>`);
  const bayW = (width * 0.94) / 8;
  for (let level = 0; level < levels; level++) {
    const y = baseY - (level + 1) * levelH;
    for (let b = 0; b < 8; b++) {
      const x = width * 0.03 + b * bayW;
      if (level === 0 || (level === 1 && random.chance(0.5))) {
        parts.push(storefront(defs, random, palette, x + 6, y + levelH * 0.32, bayW - 12, levelH * 0.66));
        parts.push(sign(random, palette, x + 10, y + levelH * 0.08, bayW - 20, levelH * 0.18));
      } else {
        const band =
          palette.night && random.chance(palette.lit)
            ? '#ffe3a8'
            : defs.linear([
                [0, mix('#9dbad0', palette.mid, 0.3)],
                [1, '#47627a'],
              ]);
        parts.push(
          `<rect x="${fmt(x + 4)}" y="${fmt(y + levelH * 0.2)}" width="${fmt(bayW - 8)}" height="${fmt(levelH * 0.6)}" fill="${band}"/>`,
        );
      }
    }
    parts.push(
      `<rect x="${fmt(width * 0.03)}" y="${fmt(y + levelH - 4)}" width="${fmt(width * 0.94)}" height="4" fill="${darken(wall, 0.18)}"/>`,
    );
  }
  const entryX = width * 0.42;
  parts.push(
    `<rect x="${fmt(entryX)}" y="${fmt(top - height * 0.05)}" width="${fmt(width * 0.16)}" height="${fmt(baseY - top + height * 0.05)}" fill="${defs.linear(
      [
        [0, mix('#b9d3e3', palette.mid, 0.3)],
        [1, palette.night ? '#ffd992' : '#5d7a90'],
      ],
    )}"/>`,
  );
  parts.push(
    `<rect x="${fmt(entryX - 20)}" y="${fmt(baseY - levelH * 0.9)}" width="${fmt(width * 0.16 + 40)}" height="8" fill="#2f3338"/>`,
  );
  parts.push(sign(random, palette, entryX + 20, top - height * 0.04, width * 0.16 - 40, height * 0.03));
  parts.push(`<rect y="${fmt(baseY)}" width="${width}" height="${fmt(height * 0.08)}" fill="${palette.night ? '#3a3733' : '#d9d0c1'}"/>`);
  const fills = foliage(defs, palette);
  for (let x = width * 0.08; x < width; x += width * 0.16) {
    parts.push(`<rect x="${fmt(x - 16)}" y="${fmt(baseY + height * 0.045)}" width="32" height="14" fill="#8b8173"/>`);
    parts.push(tree(random, fills, x, baseY + height * 0.05, height * 0.05));
  }
  parts.push(people(random, palette, width, baseY + height * 0.075, 14, height / 800));
  parts.push(road(palette, width, height * 0.88, height * 0.08));
  parts.push(cars(random, palette, width, height * 0.94, height / 800));
  parts.push(streetLights(palette, width, height * 0.88, height * 0.11, width / 5));
  return svgDocument(width, height, parts.join(''), defs.toString());
}

/** A row of shop-cum-office buildings (ground plus four), each with its own façade. */
export function scoScene(seed, { width = 1280, height = 800, sky: skyName, prefix = '' } = {}) {
  const { random, defs, palette } = setting(seed, skyName, prefix, ['day', 'morning', 'golden', 'dusk']);
  const horizon = height * 0.6;
  const baseY = height * 0.78;
  const parts = [
    sky(defs, random, palette, width, horizon),
    distantSkyline(random, palette, width, horizon, { height: height * 0.18 }),
    ground(defs, palette, width, horizon, height),
  ];
  const units = random.int(6, 8);
  const unitW = width / units;
  const floorH = height * 0.085;
  for (let u = 0; u < units; u++) {
    const x = u * unitW;
    const floors = 5;
    const top = baseY - floors * floorH;
    const cladding = palette.night ? '#34363c' : random.pick(['#e8e2d8', '#cfd3d6', '#d9c6ad', '#eeeeea', '#b9b2a8', '#e3d3c0']);
    parts.push(`<rect x="${fmt(x + 2)}" y="${fmt(top)}" width="${fmt(unitW - 4)}" height="${fmt(baseY - top)}" fill="${cladding}"/>`);
    parts.push(
      `<rect x="${fmt(x + 2)}" y="${fmt(top)}" width="${fmt(unitW * 0.12)}" height="${fmt(baseY - top)}" fill="${darken(cladding, 0.25)}"/>`,
    );
    parts.push(storefront(defs, random, palette, x + unitW * 0.16, baseY - floorH * 0.85, unitW * 0.78, floorH * 0.85));
    parts.push(sign(random, palette, x + unitW * 0.16, baseY - floorH * 1.12, unitW * 0.78, floorH * 0.22));
    for (let f = 1; f < floors; f++) {
      const y = baseY - (f + 1) * floorH;
      const lit = palette.night || random.chance(palette.lit);
      const fill = lit
        ? '#ffe2a6'
        : defs.linear([
            [0, mix('#a9c6d8', palette.mid, 0.3)],
            [1, '#48627a'],
          ]);
      parts.push(
        `<rect x="${fmt(x + unitW * 0.16)}" y="${fmt(y + floorH * 0.18)}" width="${fmt(unitW * 0.78)}" height="${fmt(floorH * 0.64)}" fill="${fill}"/>`,
      );
      parts.push(
        `<rect x="${fmt(x + unitW * 0.16)}" y="${fmt(y + floorH * 0.82)}" width="${fmt(unitW * 0.78)}" height="3" fill="${darken(cladding, 0.3)}"/>`,
      );
    }
    parts.push(`<rect x="${fmt(x)}" y="${fmt(top - 6)}" width="${fmt(unitW)}" height="6" fill="${darken(cladding, 0.35)}"/>`);
  }
  parts.push(`<rect y="${fmt(baseY)}" width="${width}" height="${fmt(height * 0.1)}" fill="${palette.night ? '#2f3035' : '#b8b5ad'}"/>`);
  for (let x = 0; x < width; x += 44) {
    parts.push(`<rect x="${x}" y="${fmt(baseY)}" width="2" height="${fmt(height * 0.1)}" fill="#ffffff" opacity="0.6"/>`);
  }
  parts.push(cars(random, palette, width, baseY + height * 0.085, height / 760));
  parts.push(road(palette, width, height * 0.9, height * 0.08));
  parts.push(streetLights(palette, width, height * 0.9, height * 0.13, width / 4));
  return svgDocument(width, height, parts.join(''), defs.toString());
}

function villa(defs, random, palette, x, baseY, w) {
  const h = w * 0.36;
  const wall = palette.night ? '#4a4a50' : random.pick(['#f4f1ea', '#ebe6dd', '#e6e2da']);
  const wood = palette.night ? '#4b3324' : random.pick(['#9a6a43', '#7d5335', '#a87b52']);
  const glow = palette.night || palette.lit > 0.4;
  const glassFill = glow
    ? defs.linear([
        [0, '#ffe9bd'],
        [1, '#f1b463'],
      ])
    : defs.linear([
        [0, mix('#b9d0de', palette.mid, 0.3)],
        [1, '#4f6577'],
      ]);
  return [
    `<rect x="${fmt(x)}" y="${fmt(baseY - h)}" width="${fmt(w * 0.72)}" height="${fmt(h)}" fill="${wall}"/>`,
    `<rect x="${fmt(x + w * 0.05)}" y="${fmt(baseY - h * 0.85)}" width="${fmt(w * 0.4)}" height="${fmt(h * 0.85)}" fill="${glassFill}"/>`,
    `<rect x="${fmt(x + w * 0.5)}" y="${fmt(baseY - h)}" width="${fmt(w * 0.18)}" height="${fmt(h)}" fill="${wood}"/>`,
    `<rect x="${fmt(x + w * 0.18)}" y="${fmt(baseY - h * 1.85)}" width="${fmt(w * 0.82)}" height="${fmt(h * 0.85)}" fill="${wall}"/>`,
    `<rect x="${fmt(x + w * 0.5)}" y="${fmt(baseY - h * 1.72)}" width="${fmt(w * 0.45)}" height="${fmt(h * 0.6)}" fill="${glassFill}"/>`,
    `<rect x="${fmt(x + w * 0.22)}" y="${fmt(baseY - h * 1.72)}" width="${fmt(w * 0.22)}" height="${fmt(h * 0.6)}" fill="${wood}"/>`,
    `<rect x="${fmt(x + w * 0.12)}" y="${fmt(baseY - h * 1.92)}" width="${fmt(w * 0.92)}" height="${fmt(h * 0.09)}" fill="${lighten(wall, 0.4)}"/>`,
    `<rect x="${fmt(x - w * 0.03)}" y="${fmt(baseY - h * 1.03)}" width="${fmt(w * 0.8)}" height="${fmt(h * 0.07)}" fill="${lighten(wall, 0.4)}"/>`,
    `<rect x="${fmt(x - w * 0.1)}" y="${fmt(baseY - h * 0.18)}" width="${fmt(w * 1.25)}" height="${fmt(h * 0.18)}" fill="${palette.night ? '#3c3a38' : '#cbbfae'}"/>`,
  ].join('');
}

/** Independent villas and floors in a leafy gated street. */
export function villaScene(seed, { width = 1280, height = 800, sky: skyName, prefix = '' } = {}) {
  const { random, defs, palette } = setting(seed, skyName, prefix, ['day', 'golden', 'dusk', 'morning']);
  const horizon = height * 0.62;
  const baseY = height * 0.8;
  const parts = [
    sky(defs, random, palette, width, horizon),
    hills(random, palette, width, horizon, height * 0.08),
    ground(defs, palette, width, horizon, height),
  ];
  parts.push(treeLine(defs, random, palette, width, horizon + height * 0.06, { size: height * 0.07, gap: width * 0.04, palms: 0.15 }));
  const count = random.int(2, 3);
  const w = width / (count + 0.4);
  for (let i = 0; i < count; i++) {
    parts.push(villa(defs, random, palette, width * 0.06 + i * w * 1.02, baseY, w * 0.82));
  }
  const lawn = defs.linear([
    [0, mix(palette.ground, '#a6c96c', palette.night ? 0.1 : 0.4)],
    [1, darken(palette.ground, 0.15)],
  ]);
  parts.push(`<rect y="${fmt(baseY)}" width="${width}" height="${fmt(height - baseY)}" fill="${lawn}"/>`);
  const fills = foliage(defs, palette);
  parts.push(tree(random, fills, width * 0.03, height * 0.97, height * 0.16));
  parts.push(tree(random, fills, width * 0.97, height * 0.98, height * 0.18));
  parts.push(
    `<path d="M${fmt(width * 0.4)},${height} L${fmt(width * 0.46)},${fmt(baseY)} L${fmt(width * 0.56)},${fmt(baseY)} L${fmt(width * 0.66)},${height} Z" fill="${palette.night ? '#4a4743' : '#d3c7b3'}"/>`,
  );
  parts.push(people(random, palette, width, height * 0.95, 3, height / 700));
  return svgDocument(width, height, parts.join(''), defs.toString());
}

/** A plotted colony in one-point perspective: a boulevard, plot lines and the first homes. */
export function plotsScene(seed, { width = 1280, height = 800, sky: skyName, prefix = '' } = {}) {
  const { random, defs, palette } = setting(seed, skyName, prefix, ['day', 'morning', 'golden']);
  const horizon = height * 0.48;
  const vx = width * random.range(0.45, 0.55);
  const parts = [
    sky(defs, random, palette, width, horizon),
    hills(random, palette, width, horizon, height * 0.07),
    ground(defs, palette, width, horizon, height),
  ];
  const depthY = (z) => horizon + (height - horizon) / z;
  const edgeX = (side, offset, y) => vx + side * offset * ((y - horizon) / (height - horizon));
  parts.push(
    `<polygon points="${points([
      [vx - 3, horizon],
      [vx + 3, horizon],
      [edgeX(1, width * 0.16, height), height],
      [edgeX(-1, width * 0.16, height), height],
    ])}" fill="${palette.night ? '#26282c' : '#5a5d62'}"/>`,
  );
  parts.push(
    `<polyline points="${points([
      [vx, horizon],
      [vx, height],
    ])}" stroke="#f3f0e4" stroke-width="3" stroke-dasharray="18 16" opacity="0.8"/>`,
  );
  const line = palette.night ? '#6d6a62' : '#efe6d2';
  for (const side of [-1, 1]) {
    for (const offset of [width * 0.2, width * 0.75, width * 1.6]) {
      parts.push(
        `<line x1="${fmt(vx)}" y1="${fmt(horizon)}" x2="${fmt(edgeX(side, offset, height))}" y2="${height}" stroke="${line}" stroke-width="2" opacity="0.8"/>`,
      );
    }
    for (let z = 1.1; z < 14; z *= 1.45) {
      const y = depthY(z);
      parts.push(
        `<line x1="${fmt(edgeX(side, width * 0.2, y))}" y1="${fmt(y)}" x2="${fmt(side < 0 ? 0 : width)}" y2="${fmt(y)}" stroke="${line}" stroke-width="${fmt(3 / Math.sqrt(z))}" opacity="0.75"/>`,
      );
    }
  }
  const fills = foliage(defs, palette);
  for (let z = 1.25; z < 16; z *= 1.3) {
    const y = depthY(z);
    const s = (height * 0.16) / z;
    for (const side of [-1, 1]) {
      parts.push(tree(random, fills, edgeX(side, width * 0.18, y), y, s));
    }
  }
  for (let k = 0; k < 7; k++) {
    const z = random.range(1.6, 7);
    const y = depthY(z);
    const side = random.chance(0.5) ? -1 : 1;
    const x = edgeX(side, width * random.range(0.3, 0.9), y);
    const w = (width * 0.14) / z;
    const wall = random.pick(['#f1ece2', '#e7dccb', '#dfe2e4']);
    parts.push(`<rect x="${fmt(x - w / 2)}" y="${fmt(y - w * 0.75)}" width="${fmt(w)}" height="${fmt(w * 0.75)}" fill="${wall}"/>`);
    parts.push(
      `<rect x="${fmt(x - w * 0.35)}" y="${fmt(y - w * 0.6)}" width="${fmt(w * 0.35)}" height="${fmt(w * 0.3)}" fill="${palette.lit > 0.3 ? '#ffdf9e' : '#6b8295'}"/>`,
    );
    parts.push(`<rect x="${fmt(x - w * 0.55)}" y="${fmt(y - w * 0.8)}" width="${fmt(w * 1.1)}" height="${fmt(w * 0.07)}" fill="#fbfaf6"/>`);
  }
  parts.push(
    `<rect x="${fmt(width * 0.02)}" y="${fmt(height * 0.55)}" width="${fmt(width * 0.035)}" height="${fmt(height * 0.45)}" fill="#d8cdb9"/>`,
  );
  parts.push(
    `<rect x="${fmt(width * 0.945)}" y="${fmt(height * 0.55)}" width="${fmt(width * 0.035)}" height="${fmt(height * 0.45)}" fill="#d8cdb9"/>`,
  );
  parts.push(
    `<rect x="${fmt(width * 0.01)}" y="${fmt(height * 0.52)}" width="${fmt(width * 0.98)}" height="${fmt(height * 0.05)}" fill="#3d4a44"/>`,
  );
  parts.push(
    `<rect x="${fmt(width * 0.38)}" y="${fmt(height * 0.532)}" width="${fmt(width * 0.24)}" height="${fmt(height * 0.026)}" rx="4" fill="#e7c98b"/>`,
  );
  return svgDocument(width, height, parts.join(''), defs.toString());
}
