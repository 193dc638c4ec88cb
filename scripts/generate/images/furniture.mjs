import { fmt } from './util.mjs';

/** Line-drawn fittings for the floor plans; each takes the room box in pixels and px per foot. */

const LINE = 'stroke="#8a9099" stroke-width="1.4"';
const box = (x, y, w, h, fill = '#ffffff', r = 0) =>
  `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(r)}" fill="${fill}" ${LINE}/>`;
const circle = (x, y, r, fill = '#ffffff') => `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="${fill}" ${LINE}/>`;
const fit = (want, room) => Math.min(want, room * 0.8);

function bed(x, y, w, h, k) {
  const bw = fit(6 * k, w);
  const bh = fit(6.6 * k, h);
  const bx = x + (w - bw) / 2;
  const by = y + k * 0.4;
  return (
    box(bx, by, bw, bh, '#ffffff', 3) +
    box(bx + bw * 0.08, by + bh * 0.06, bw * 0.38, bh * 0.14, '#f1f1ef', 3) +
    box(bx + bw * 0.54, by + bh * 0.06, bw * 0.38, bh * 0.14, '#f1f1ef', 3) +
    `<line x1="${fmt(bx)}" y1="${fmt(by + bh * 0.3)}" x2="${fmt(bx + bw)}" y2="${fmt(by + bh * 0.3)}" ${LINE}/>` +
    (w > bw + 4 * k ? box(bx - 2 * k, by, 1.6 * k, 1.6 * k) + box(bx + bw + 0.4 * k, by, 1.6 * k, 1.6 * k) : '')
  );
}

function living(x, y, w, h, k) {
  const sw = fit(8 * k, w);
  const sx = x + (w - sw) / 2;
  const sy = y + h - 3.4 * k;
  return (
    box(sx, sy, sw, 2.8 * k, '#ffffff', 4) +
    box(sx - 2.8 * k > x ? sx - 2.8 * k : sx, sy - 5 * k, 2.8 * k, 5 * k, '#ffffff', 4) +
    box(x + w / 2 - 2 * k, sy - 4.6 * k, 4 * k, 2.4 * k, '#f4f1ea', 2) +
    `<line x1="${fmt(x + w * 0.25)}" y1="${fmt(y + 0.8 * k)}" x2="${fmt(x + w * 0.75)}" y2="${fmt(y + 0.8 * k)}" stroke="#8a9099" stroke-width="3"/>`
  );
}

function dining(x, y, w, h, k) {
  const tw = fit(6 * k, w * 0.9);
  const th = fit(3.2 * k, h * 0.6);
  const tx = x + (w - tw) / 2;
  const ty = y + (h - th) / 2;
  const chairs = [];
  for (let i = 0; i < 3; i++) {
    const cx = tx + tw * (0.2 + i * 0.3);
    chairs.push(circle(cx, ty - 0.9 * k, 0.7 * k), circle(cx, ty + th + 0.9 * k, 0.7 * k));
  }
  return chairs.join('') + box(tx, ty, tw, th, '#f4f1ea', 2);
}

function kitchen(x, y, w, h, k) {
  const d = 2 * k;
  return (
    box(x + 2, y + 2, w - 4, d, '#f4f1ea') +
    box(x + 2, y + 2, d, h - 4, '#f4f1ea') +
    box(x + w * 0.45, y + 0.3 * k, 2.2 * k, 1.4 * k, '#ffffff', 3) +
    circle(x + d / 2 + 2, y + h * 0.45, 0.45 * k) +
    circle(x + d / 2 + 2, y + h * 0.45 + 1.1 * k, 0.45 * k)
  );
}

function toilet(x, y, w, h, k) {
  const parts = [
    box(x + w - 2.2 * k, y + h - 2.6 * k, 1.6 * k, 2.2 * k, '#ffffff', 6),
    box(x + 0.4 * k, y + 0.4 * k, 2 * k, 1.4 * k, '#ffffff', 5),
  ];
  if (w > 4 * k && h > 5 * k) {
    parts.push(
      `<path d="M${fmt(x + 2)},${fmt(y + h - 3 * k)} l${fmt(3 * k)},${fmt(3 * k - 2)} M${fmt(x + 2 + 3 * k)},${fmt(y + h - 3 * k)} l${fmt(-3 * k)},${fmt(3 * k - 2)}" ${LINE} fill="none"/>`,
    );
  }
  return parts.join('');
}

function balcony(x, y, w, h, k) {
  return (
    circle(x + w * 0.3, y + h / 2, Math.min(0.9 * k, h * 0.25)) +
    circle(x + w * 0.3 + 2 * k, y + h / 2, Math.min(0.7 * k, h * 0.2)) +
    box(x + w - 5 * k, y + h * 0.2, 4 * k, h * 0.35, '#e3eedb', 3)
  );
}

function workstations(x, y, w, h, k) {
  const parts = [];
  const cellW = 5 * k;
  const cellH = 6 * k;
  for (let cy = y + 1.5 * k; cy + cellH <= y + h - k; cy += cellH + 2 * k) {
    for (let cx = x + 1.5 * k; cx + cellW <= x + w - k; cx += cellW) {
      parts.push(box(cx, cy, cellW - 0.4 * k, 2.4 * k, '#ffffff'), circle(cx + cellW / 2, cy + 3.4 * k, 0.7 * k));
    }
  }
  return parts.join('');
}

function stair(x, y, w, h, k) {
  const lines = [];
  for (let sy = y + k; sy < y + h - k; sy += 0.9 * k) {
    lines.push(`<line x1="${fmt(x + 0.5 * k)}" y1="${fmt(sy)}" x2="${fmt(x + w - 0.5 * k)}" y2="${fmt(sy)}" ${LINE}/>`);
  }
  return (
    lines.join('') +
    `<line x1="${fmt(x + w / 2)}" y1="${fmt(y + h - k)}" x2="${fmt(x + w / 2)}" y2="${fmt(y + k)}" stroke="#5b6470" stroke-width="1.6" marker-end="url(#arrow)"/>`
  );
}

function cross(x, y, w, h) {
  return `<path d="M${fmt(x + 4)},${fmt(y + 4)} L${fmt(x + w - 4)},${fmt(y + h - 4)} M${fmt(x + w - 4)},${fmt(y + 4)} L${fmt(x + 4)},${fmt(y + h - 4)}" ${LINE} fill="none"/>`;
}

function shelves(x, y, w, h, k) {
  const parts = [];
  for (let sy = y + 2 * k; sy < y + h - 3 * k; sy += 4 * k) {
    parts.push(box(x + 1.5 * k, sy, w - 3 * k, 1.2 * k, '#f4f1ea'));
  }
  return parts.join('');
}

function seating(x, y, w, h, k) {
  const parts = [];
  for (let cy = y + 3 * k; cy < y + h - 2 * k; cy += 6 * k) {
    for (let cx = x + 3 * k; cx < x + w - 2 * k; cx += 6 * k) {
      parts.push(circle(cx, cy, 1.3 * k, '#f4f1ea'), circle(cx - 2 * k, cy, 0.5 * k), circle(cx + 2 * k, cy, 0.5 * k));
    }
  }
  return parts.join('');
}

function parking(x, y, w, h, k) {
  const parts = [];
  const bay = 9 * k;
  for (let bx = x + k; bx + bay <= x + w; bx += bay) {
    parts.push(
      `<rect x="${fmt(bx)}" y="${fmt(y + k)}" width="${fmt(bay)}" height="${fmt(h - 2 * k)}" fill="none" stroke="#b5bac0" stroke-width="1.2" stroke-dasharray="6 4"/>`,
    );
    parts.push(box(bx + 1.5 * k, y + 2.2 * k, bay - 3 * k, Math.min(15 * k, h - 4.4 * k), '#ffffff', 6));
  }
  return parts.join('');
}

function buildable(x, y, w, h) {
  const lines = [];
  for (let d = -h; d < w; d += 14) {
    lines.push(
      `<line x1="${fmt(x + Math.max(0, d))}" y1="${fmt(y + Math.max(0, -d))}" x2="${fmt(x + Math.min(w, d + h))}" y2="${fmt(y + Math.min(h, w - d))}" stroke="#d8a25b" stroke-width="1" opacity="0.7"/>`,
    );
  }
  return lines.join('');
}

export const FURNITURE = {
  bed,
  servant: (x, y, w, h, k) => box(x + 0.5 * k, y + 0.5 * k, fit(3 * k, w), fit(6.3 * k, h), '#ffffff', 3),
  living,
  dining,
  kitchen,
  pantry: kitchen,
  toilet,
  balcony,
  lawn: balcony,
  study: (x, y, w, h, k) => box(x + 0.4 * k, y + 0.4 * k, fit(5 * k, w), 2 * k, '#f4f1ea') + circle(x + 2.8 * k, y + 3.6 * k, 0.8 * k),
  dress: (x, y, w, h, k) => box(x + 0.3 * k, y + 0.3 * k, 2 * k, h - 0.6 * k, '#f4f1ea'),
  utility: (x, y, w, h, k) => box(x + 0.5 * k, y + 0.5 * k, 2.2 * k, 2.2 * k) + circle(x + 1.6 * k, y + 1.6 * k, 0.7 * k),
  studio: (x, y, w, h, k) => bed(x, y, w * 0.55, h, k) + living(x + w * 0.45, y, w * 0.55, h, k),
  open: workstations,
  cabin: (x, y, w, h, k) =>
    box(x + w / 2 - 2.5 * k, y + h * 0.35, 5 * k, 2.2 * k, '#f4f1ea') +
    circle(x + w / 2, y + h * 0.35 - 1.1 * k, 0.8 * k) +
    circle(x + w / 2 - 1.4 * k, y + h * 0.35 + 3.2 * k, 0.7 * k) +
    circle(x + w / 2 + 1.4 * k, y + h * 0.35 + 3.2 * k, 0.7 * k),
  meeting: dining,
  stair,
  lift: cross,
  shop: shelves,
  store: shelves,
  counter: (x, y, w, h, k) => box(x + w * 0.15, y + h / 2 - k, w * 0.7, 2 * k, '#f4f1ea', 3),
  seating,
  parking,
  buildable,
};
