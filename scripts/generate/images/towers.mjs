import { darken, fmt, lighten, mix, points } from './util.mjs';

const WARM = ['#ffd58a', '#ffe3a8', '#f8c46f', '#fff0c9'];

function windowColour(random, palette, glass, reflect) {
  if (random.chance(palette.lit)) return random.pick(WARM);
  return palette.night ? mix(glass, '#0b1222', 0.65) : reflect;
}

/** Points on the receding side face: u across (0 near edge, 1 far edge), v down (0 top, 1 ground). */
function sidePoint(face, u, v) {
  const x = face.x0 + (face.x1 - face.x0) * u;
  const top = face.top + face.dropTop * u;
  const bottom = face.ground - face.riseBottom * u;
  return [x, top + (bottom - top) * v];
}

/**
 * A residential high-rise seen at an angle: a lit front face with balcony slabs, window grid
 * and accent fins, a shaded side face in perspective, a crown, and haze for depth.
 */
export function residentialTower(defs, random, palette, facade, o) {
  const { x, ground, floors, floorH, frontW, sideW, sideRight = true, haze = 0 } = o;
  const height = floors * floorH;
  const top = ground - height;
  const parts = [];
  const wall = palette.night ? mix(facade.wall, palette.top, 0.55) : mix(facade.wall, palette.light, 0.15);
  const shade = darken(mix(facade.wall, palette.haze, 0.3), palette.night ? 0.55 : 0.28);
  const reflect = defs.linear([
    [0, mix(facade.glass, palette.mid, 0.45)],
    [1, darken(facade.glass, 0.25)],
  ]);
  const frontX = sideRight ? x : x + sideW;
  const face = sideRight
    ? { x0: x + frontW, x1: x + frontW + sideW, top, ground, dropTop: sideW * 0.1, riseBottom: sideW * 0.035 }
    : { x0: x + sideW, x1: x, top, ground, dropTop: sideW * 0.1, riseBottom: sideW * 0.035 };

  parts.push(
    `<ellipse cx="${fmt(x + (frontW + sideW) / 2)}" cy="${fmt(ground)}" rx="${fmt((frontW + sideW) * 0.7)}" ry="${fmt(floorH * 1.2)}" fill="#000" opacity="0.18"/>`,
  );
  const frontShape = `<rect x="${fmt(frontX)}" y="${fmt(top)}" width="${fmt(frontW)}" height="${fmt(height)}"`;
  const sideShape = `<polygon points="${points([sidePoint(face, 0, 0), sidePoint(face, 1, 0), sidePoint(face, 1, 1), sidePoint(face, 0, 1)])}"`;
  parts.push(`${frontShape} fill="${wall}"/>`, `${sideShape} fill="${shade}"/>`);

  const bay = Math.max(9, frontW / Math.max(4, Math.round(frontW / 15)));
  const cols = Math.round(frontW / bay);
  const winW = bay * 0.62;
  const winH = floorH * 0.56;
  const slab = palette.night ? mix(facade.slab, palette.top, 0.5) : facade.slab;
  for (let f = 0; f < floors - 1; f++) {
    const y = top + floorH * (f + 1);
    for (let c = 0; c < cols; c++) {
      const wx = frontX + c * bay + (bay - winW) / 2;
      parts.push(
        `<rect x="${fmt(wx)}" y="${fmt(y + floorH * 0.2)}" width="${fmt(winW)}" height="${fmt(winH)}" fill="${windowColour(random, palette, facade.glass, reflect)}"/>`,
      );
    }
    parts.push(
      `<rect x="${fmt(frontX - 1)}" y="${fmt(y + floorH * 0.8)}" width="${fmt(frontW + 2)}" height="${fmt(Math.max(1.2, floorH * 0.16))}" fill="${slab}"/>`,
    );
    if (f % 2 === 0) {
      parts.push(
        `<rect x="${fmt(frontX)}" y="${fmt(y + floorH * 0.52)}" width="${fmt(frontW)}" height="${fmt(floorH * 0.28)}" fill="#ffffff" opacity="${palette.night ? 0.05 : 0.16}"/>`,
      );
    }
  }
  const sideCols = Math.max(2, Math.round(sideW / 13));
  for (let f = 1; f < floors; f++) {
    for (let c = 0; c < sideCols; c++) {
      const u0 = (c + 0.2) / sideCols;
      const u1 = (c + 0.75) / sideCols;
      const v0 = (f + 0.2) / floors;
      const v1 = (f + 0.75) / floors;
      const colour = random.chance(palette.lit * 0.8) ? random.pick(WARM) : darken(facade.glass, palette.night ? 0.7 : 0.35);
      parts.push(
        `<polygon points="${points([sidePoint(face, u0, v0), sidePoint(face, u1, v0), sidePoint(face, u1, v1), sidePoint(face, u0, v1)])}" fill="${colour}"/>`,
      );
    }
  }
  parts.push(
    `${frontShape} fill="${defs.linear([
      [0, '#ffffff', 0.12],
      [0.6, '#ffffff', 0],
      [1, '#000000', 0.18],
    ])}"/>`,
  );
  const finW = Math.max(3, frontW * 0.06);
  for (const at of facade.fins ?? [0, 0.5, 1]) {
    const fx = frontX + at * (frontW - finW);
    parts.push(
      `<rect x="${fmt(fx)}" y="${fmt(top - floorH * 0.6)}" width="${fmt(finW)}" height="${fmt(height + floorH * 0.6)}" fill="${palette.night ? darken(facade.accent, 0.5) : facade.accent}"/>`,
    );
  }
  const crownW = frontW * 0.55;
  parts.push(
    `<rect x="${fmt(frontX + (frontW - crownW) / 2)}" y="${fmt(top - floorH * 2.2)}" width="${fmt(crownW)}" height="${fmt(floorH * 2.2)}" fill="${darken(wall, 0.08)}"/>`,
  );
  if (palette.night || palette.lit > 0.4) {
    parts.push(
      `<rect x="${fmt(frontX + (frontW - crownW) / 2)}" y="${fmt(top - floorH * 2.2)}" width="${fmt(crownW)}" height="${fmt(floorH * 0.35)}" fill="#ffe7b0" opacity="0.85"/>`,
    );
  }
  if (haze > 0) {
    const veil = `fill="${palette.haze}" opacity="${fmt(haze)}"/>`;
    parts.push(`${frontShape} ${veil}`, `${sideShape} ${veil}`);
    parts.push(
      `<rect x="${fmt(frontX + (frontW - crownW) / 2)}" y="${fmt(top - floorH * 2.2)}" width="${fmt(crownW)}" height="${fmt(floorH * 2.2)}" ${veil}`,
    );
  }
  return parts.join('');
}

/** A glass office tower: curtain-wall gradient, mullions, a sky reflection, lit floors at night. */
export function glassTower(defs, random, palette, glass, o) {
  const { x, ground, floors, floorH, frontW, sideW, crown = 'flat', haze = 0 } = o;
  const height = floors * floorH;
  const top = ground - height;
  const parts = [];
  const front = defs.linear([
    [0, mix(glass.top, palette.mid, 0.35)],
    [0.6, mix(glass.bottom, palette.horizon, 0.2)],
    [1, darken(glass.bottom, 0.2)],
  ]);
  const side = defs.linear([
    [0, darken(glass.top, 0.35)],
    [1, darken(glass.bottom, 0.45)],
  ]);
  const face = { x0: x + frontW, x1: x + frontW + sideW, top, ground, dropTop: sideW * 0.1, riseBottom: sideW * 0.035 };
  const roofLift = crown === 'slant' ? floorH * 4 : 0;
  parts.push(
    `<ellipse cx="${fmt(x + (frontW + sideW) / 2)}" cy="${fmt(ground)}" rx="${fmt((frontW + sideW) * 0.7)}" ry="${fmt(floorH * 1.2)}" fill="#000" opacity="0.2"/>`,
  );
  parts.push(
    `<polygon points="${points([
      [x, top],
      [x + frontW, top - roofLift],
      [x + frontW, ground],
      [x, ground],
    ])}" fill="${front}"/>`,
  );
  parts.push(
    `<polygon points="${points([[face.x0, top - roofLift], sidePoint(face, 1, 0), sidePoint(face, 1, 1), sidePoint(face, 0, 1)])}" fill="${side}"/>`,
  );
  if (palette.night || palette.lit > 0.3) {
    for (let f = 0; f < floors; f++) {
      if (!random.chance(palette.lit)) continue;
      const y = top + f * floorH + floorH * 0.15;
      const colour = random.chance(0.7) ? '#fff1cf' : '#d9ecff';
      parts.push(
        `<rect x="${fmt(x + 1)}" y="${fmt(y)}" width="${fmt(frontW - 2)}" height="${fmt(floorH * 0.7)}" fill="${colour}" opacity="${fmt(random.range(0.55, 0.9))}"/>`,
      );
    }
  }
  const frame = palette.night ? darken(glass.frame, 0.5) : glass.frame;
  const step = Math.max(6, frontW / Math.round(frontW / 11));
  for (let mx = x + step; mx < x + frontW - 1; mx += step) {
    parts.push(
      `<line x1="${fmt(mx)}" y1="${fmt(top)}" x2="${fmt(mx)}" y2="${fmt(ground)}" stroke="${frame}" stroke-width="0.8" opacity="0.55"/>`,
    );
  }
  for (let f = 1; f < floors; f++) {
    const y = top + f * floorH;
    parts.push(
      `<line x1="${fmt(x)}" y1="${fmt(y)}" x2="${fmt(x + frontW)}" y2="${fmt(y)}" stroke="${frame}" stroke-width="${fmt(Math.max(0.8, floorH * 0.14))}" opacity="0.7"/>`,
    );
  }
  if (!palette.night) {
    const shine = defs.linear(
      [
        [0, '#ffffff', 0],
        [0.5, '#ffffff', 0.38],
        [1, '#ffffff', 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    );
    const sx = x + frontW * random.range(0.1, 0.5);
    parts.push(
      `<polygon points="${points([
        [sx, top],
        [sx + frontW * 0.25, top],
        [sx - frontW * 0.1, ground],
        [sx - frontW * 0.35, ground],
      ])}" fill="${shine}"/>`,
    );
  }
  parts.push(
    `<rect x="${fmt(x)}" y="${fmt(ground - floorH * 1.6)}" width="${fmt(frontW)}" height="${fmt(floorH * 1.6)}" fill="${palette.night ? '#f3d9a4' : darken(glass.bottom, 0.35)}" opacity="0.85"/>`,
  );
  if (haze > 0) {
    parts.push(
      `<polygon points="${points([[x, top], [x + frontW, top - roofLift], sidePoint(face, 1, 0), sidePoint(face, 1, 1), [x, ground]])}" fill="${palette.haze}" opacity="${fmt(haze)}"/>`,
    );
  }
  return parts.join('');
}

/** A podium or clubhouse: a long low block with glazing, used in front of towers. */
export function podium(defs, random, palette, facade, { x, ground, width, height }) {
  const wall = palette.night ? mix(facade.wall, palette.top, 0.5) : lighten(facade.wall, 0.05);
  const glassFill = palette.night
    ? '#f6d08e'
    : defs.linear([
        [0, mix(facade.glass, palette.mid, 0.5)],
        [1, darken(facade.glass, 0.3)],
      ]);
  return [
    `<rect x="${fmt(x)}" y="${fmt(ground - height)}" width="${fmt(width)}" height="${fmt(height)}" fill="${wall}"/>`,
    `<rect x="${fmt(x + 6)}" y="${fmt(ground - height * 0.78)}" width="${fmt(width - 12)}" height="${fmt(height * 0.62)}" fill="${glassFill}" opacity="0.92"/>`,
    `<rect x="${fmt(x - 8)}" y="${fmt(ground - height - 4)}" width="${fmt(width + 16)}" height="6" fill="${darken(wall, 0.15)}"/>`,
  ].join('');
}
