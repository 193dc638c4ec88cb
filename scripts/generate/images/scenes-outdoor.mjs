import { cars, ground, lounger, palm, people, pool, road, streetLights, treeLine, umbrella } from './landscape.mjs';
import { FACADES, GLASS, SKIES } from './palettes.mjs';
import { distantSkyline, hills, sky } from './sky.mjs';
import { glassTower, podium, residentialTower } from './towers.mjs';
import { darken, fmt, makeDefs, makeRandom, mix, svgDocument } from './util.mjs';

/** Shared start of every outdoor view: sky, optional hills, far skyline and the ground. */
function backdrop(defs, random, palette, width, height, horizon, o) {
  return [
    sky(defs, random, palette, width, horizon, { sunX: o.sunX ?? random.range(0.15, 0.85) }),
    o.hills ? hills(random, palette, width, horizon, height * 0.12) : '',
    distantSkyline(random, palette, width, horizon, { height: height * (o.skyline ?? 0.16) }),
    ground(defs, palette, width, horizon, height),
  ].join('');
}

/** Evenly spaced slots with a little jitter; returns left edges. */
function slots(random, count, from, to, itemWidth) {
  const span = (to - from - itemWidth) / Math.max(1, count - 1);
  return Array.from({ length: count }, (_, i) => from + i * span + random.range(-0.12, 0.12) * span);
}

/** Residential towers of one project with podium, landscaping and a road or lawn in front. */
export function residentialScene(
  seed,
  { width = 1280, height = 800, sky: skyName, facade, towers, hills: withHills, foreground, prefix = '' } = {},
) {
  const random = makeRandom(seed);
  const defs = makeDefs(prefix);
  const palette = SKIES[skyName ?? random.pick(['day', 'morning', 'golden', 'dusk', 'blue'])];
  const scheme = facade ?? random.pick(FACADES);
  const horizon = height * 0.7;
  const baseY = height * 0.8;
  const count = towers ?? random.int(2, 4);
  const floors = random.int(24, 38);
  const parts = [backdrop(defs, random, palette, width, height, horizon, { hills: withHills })];

  const other = random.pick(FACADES);
  for (const x of slots(random, 3, -40, width, 70)) {
    parts.push(
      residentialTower(defs, random, palette, other, {
        x,
        ground: horizon + 6,
        floors: random.int(14, 22),
        floorH: height * 0.014,
        frontW: 56,
        sideW: 24,
        haze: 0.5,
      }),
    );
  }
  const frontW = width * random.range(0.1, 0.13);
  const sideW = frontW * random.range(0.38, 0.5);
  const order = slots(random, count, width * 0.04, width * 0.96, frontW + sideW)
    .map((x, i) => ({ x, depth: random.range(0, 1), i }))
    .sort((a, b) => b.depth - a.depth);
  for (const { x, depth } of order) {
    const scale = 1 - depth * 0.28;
    const towerGround = baseY - depth * height * 0.05;
    const usable = towerGround - height * (0.06 + depth * 0.1);
    parts.push(
      residentialTower(defs, random, palette, scheme, {
        x,
        ground: towerGround,
        floors,
        floorH: usable / floors,
        frontW: frontW * scale,
        sideW: sideW * scale,
        sideRight: palette !== SKIES.golden,
        haze: depth * 0.22,
      }),
    );
  }
  parts.push(podium(defs, random, palette, scheme, { x: width * 0.08, ground: baseY, width: width * 0.84, height: height * 0.045 }));
  parts.push(treeLine(defs, random, palette, width, baseY + height * 0.02, { size: height * 0.06, gap: width * 0.045 }));
  if ((foreground ?? random.pick(['road', 'lawn'])) === 'road') {
    parts.push(road(palette, width, height * 0.87, height * 0.09));
    parts.push(cars(random, palette, width, height * 0.935, height / 800));
    parts.push(streetLights(palette, width, height * 0.87, height * 0.12, width / 6));
  } else {
    const lawn = defs.linear([
      [0, mix(palette.ground, '#9fc46a', palette.night ? 0.1 : 0.35)],
      [1, darken(palette.ground, 0.2)],
    ]);
    parts.push(`<rect y="${fmt(baseY + height * 0.03)}" width="${width}" height="${fmt(height * 0.2)}" fill="${lawn}"/>`);
    const walkTop = baseY + height * 0.03;
    parts.push(
      `<path d="M${fmt(width * 0.22)},${height} C${fmt(width * 0.4)},${fmt(height * 0.9)} ${fmt(width * 0.52)},${fmt(walkTop + 20)} ${fmt(width * 0.5)},${fmt(walkTop)} L${fmt(width * 0.53)},${fmt(walkTop)} C${fmt(width * 0.58)},${fmt(walkTop + 24)} ${fmt(width * 0.52)},${fmt(height * 0.92)} ${fmt(width * 0.36)},${height} Z" fill="#ddd2bb"/>`,
    );
    parts.push(
      `<ellipse cx="${fmt(width * 0.78)}" cy="${fmt(height * 0.92)}" rx="${fmt(width * 0.12)}" ry="${fmt(height * 0.035)}" fill="${darken(palette.ground, 0.05)}" opacity="0.6"/>`,
    );
    parts.push(people(random, palette, width, height * 0.95, 6, height / 800));
    parts.push(palm(random, palette, width * 0.06, height, height * 0.16));
    parts.push(palm(random, palette, width * 0.95, height, height * 0.14));
  }
  return svgDocument(width, height, parts.join(''), defs.toString());
}

/** A business district: glass towers of varied heights and crowns along a boulevard. */
export function officeScene(seed, { width = 1280, height = 800, sky: skyName, prefix = '' } = {}) {
  const random = makeRandom(seed);
  const defs = makeDefs(prefix);
  const palette = SKIES[skyName ?? random.pick(['day', 'golden', 'dusk', 'blue', 'morning'])];
  const horizon = height * 0.72;
  const baseY = height * 0.84;
  const parts = [backdrop(defs, random, palette, width, height, horizon, { skyline: 0.22 })];
  const count = random.int(3, 5);
  const towers = slots(random, count, -width * 0.02, width * 1.02, width * 0.16)
    .map((x) => ({ x, depth: random.range(0, 1) }))
    .sort((a, b) => b.depth - a.depth);
  for (const { x, depth } of towers) {
    const frontW = width * random.range(0.12, 0.17) * (1 - depth * 0.25);
    const floors = random.int(16, 30);
    const towerGround = baseY - depth * height * 0.06;
    const floorH = (towerGround - height * random.range(0.05, 0.3)) / floors;
    parts.push(
      glassTower(defs, random, palette, random.pick(GLASS), {
        x,
        ground: towerGround,
        floors,
        floorH,
        frontW,
        sideW: frontW * 0.35,
        crown: random.pick(['flat', 'slant']),
        haze: depth * 0.2,
      }),
    );
  }
  parts.push(treeLine(defs, random, palette, width, baseY + height * 0.01, { size: height * 0.05, gap: width * 0.06, palms: 0.1 }));
  parts.push(road(palette, width, height * 0.88, height * 0.08));
  parts.push(cars(random, palette, width, height * 0.94, height / 800));
  parts.push(streetLights(palette, width, height * 0.88, height * 0.12, width / 5));
  parts.push(
    `<rect y="${fmt(height * 0.965)}" width="${width}" height="${fmt(height * 0.035)}" fill="${palette.night ? '#2b2e33' : '#cfc9bd'}"/>`,
  );
  parts.push(people(random, palette, width, height * 0.99, 8, height / 900));
  return svgDocument(width, height, parts.join(''), defs.toString());
}

/** The pool deck of a clubhouse, with loungers and palms and the towers beyond. */
export function amenityScene(seed, { width = 1280, height = 800, sky: skyName, prefix = '' } = {}) {
  const random = makeRandom(seed);
  const defs = makeDefs(prefix);
  const palette = SKIES[skyName ?? random.pick(['day', 'golden', 'dusk', 'morning'])];
  const scheme = random.pick(FACADES);
  const horizon = height * 0.55;
  const parts = [backdrop(defs, random, palette, width, height, horizon, {})];
  for (const x of slots(random, 3, width * 0.05, width * 0.95, width * 0.1)) {
    parts.push(
      residentialTower(defs, random, palette, scheme, {
        x,
        ground: height * 0.6,
        floors: 28,
        floorH: height * 0.018,
        frontW: width * 0.08,
        sideW: width * 0.035,
        haze: 0.12,
      }),
    );
  }
  parts.push(podium(defs, random, palette, scheme, { x: width * 0.12, ground: height * 0.64, width: width * 0.76, height: height * 0.09 }));
  parts.push(treeLine(defs, random, palette, width, height * 0.65, { size: height * 0.06, gap: width * 0.07, palms: 0.4 }));
  parts.push(
    `<rect y="${fmt(height * 0.64)}" width="${width}" height="${fmt(height * 0.36)}" fill="${palette.night ? '#4a4640' : '#e3d8c4'}"/>`,
  );
  parts.push(pool(defs, random, palette, { x: width * 0.12, y: height * 0.69, width: width * 0.76, depth: height * 0.17 }));
  for (let i = 0; i < 5; i++) {
    parts.push(lounger(width * (0.12 + i * 0.15), height * 0.93, height / 700));
  }
  parts.push(umbrella(width * 0.05, height * 0.95, height / 650, '#f3e3c3'));
  parts.push(umbrella(width * 0.93, height * 0.95, height / 650, '#e8d2b0'));
  parts.push(palm(random, palette, width * 0.02, height, height * 0.28));
  parts.push(palm(random, palette, width * 0.98, height, height * 0.26));
  return svgDocument(width, height, parts.join(''), defs.toString());
}
