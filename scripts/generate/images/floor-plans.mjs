import { FURNITURE } from './furniture.mjs';
import { PLANS } from './plan-layouts.mjs';
import { escapeXml, fmt } from './util.mjs';

/** Architectural line drawings of the unit types: walls, doors, windows, labels, dimensions. */

const FONT = "'Inter', 'Helvetica Neue', Arial, sans-serif";
const WIDTH = 1200;
const HEIGHT = 900;
const TINTS = {
  balcony: '#eef4ea',
  lawn: '#e4efd9',
  toilet: '#eef3f7',
  kitchen: '#f8f4ec',
  pantry: '#f8f4ec',
  passage: '#f6f6f3',
  foyer: '#f6f6f3',
  setback: '#eaf3e4',
  road: '#e6e6e3',
  buildable: '#fff7ea',
  parking: '#f1f1ee',
};
const OPEN_KINDS = new Set(['setback', 'road', 'lawn']);
const GLAZED = new Set(['bed', 'living', 'dining', 'kitchen', 'study', 'servant', 'studio', 'open', 'cabin', 'meeting', 'shop']);

export const feetAndInches = (ft) => {
  const inches = Math.round(ft * 12);
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
};

function panelSize(panel) {
  const width = Math.max(...panel.rows.map((r) => r.rooms.reduce((sum, [, w]) => sum + w, 0)));
  return { width, depth: panel.rows.reduce((sum, r) => sum + r.depth, 0) };
}

/** Rooms of a panel as boxes in feet, each row stretched to the panel width. */
function layoutRooms(panel, width) {
  const rooms = [];
  let y = 0;
  panel.rows.forEach((r, rowIndex) => {
    const total = r.rooms.reduce((sum, [, w]) => sum + w, 0);
    let x = 0;
    r.rooms.forEach(([label, w, kind], i) => {
      const rw = (w * width) / total;
      rooms.push({ label, kind, x, y, w: rw, d: r.depth, rowIndex, first: i === 0, last: i === r.rooms.length - 1 });
      x += rw;
    });
    y += r.depth;
  });
  return rooms;
}

function door(room, k, ox, oy, edge) {
  const size = Math.min(3 * k, room.w * k * 0.5);
  const x = ox + room.x * k + Math.min(1.2 * k, room.w * k * 0.2);
  const y = oy + (edge === 'top' ? room.y : room.y + room.d) * k;
  const dir = edge === 'top' ? 1 : -1;
  return `<rect x="${fmt(x)}" y="${fmt(y - 4)}" width="${fmt(size)}" height="8" fill="#ffffff"/><path d="M${fmt(x)},${fmt(y)} L${fmt(x)},${fmt(y + dir * size)} A${fmt(size)},${fmt(size)} 0 0 ${dir > 0 ? 0 : 1} ${fmt(x + size)},${fmt(y)}" fill="none" stroke="#5b6470" stroke-width="1.3"/>`;
}

function windowMark(x1, y1, x2, y2) {
  const horizontal = y1 === y2;
  const gap = horizontal
    ? `<rect x="${fmt(x1)}" y="${fmt(y1 - 4)}" width="${fmt(x2 - x1)}" height="8" fill="#ffffff"/>`
    : `<rect x="${fmt(x1 - 4)}" y="${fmt(y1)}" width="8" height="${fmt(y2 - y1)}" fill="#ffffff"/>`;
  const lines = [-2.5, 2.5].map((o) =>
    horizontal
      ? `<line x1="${fmt(x1)}" y1="${fmt(y1 + o)}" x2="${fmt(x2)}" y2="${fmt(y2 + o)}" stroke="#4a90b8" stroke-width="1.4"/>`
      : `<line x1="${fmt(x1 + o)}" y1="${fmt(y1)}" x2="${fmt(x2 + o)}" y2="${fmt(y2)}" stroke="#4a90b8" stroke-width="1.4"/>`,
  );
  return gap + lines.join('');
}

function drawPanel(panel, k, ox, oy, width) {
  const rooms = layoutRooms(panel, width);
  const lastRow = panel.rows.length - 1;
  const passageRow = panel.rows.findIndex((r) => r.rooms.some(([, , kind]) => kind === 'passage'));
  const fills = [];
  const walls = [];
  const overlays = [];
  for (const room of rooms) {
    const [x, y, w, h] = [ox + room.x * k, oy + room.y * k, room.w * k, room.d * k];
    const dashed = OPEN_KINDS.has(room.kind) ? ' stroke-dasharray="8 6"' : '';
    fills.push(`<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" fill="${TINTS[room.kind] ?? '#ffffff'}"/>`);
    fills.push(FURNITURE[room.kind]?.(x, y, w, h, k) ?? '');
    walls.push(
      `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" fill="none" stroke="${dashed ? '#9aa3ab' : '#23272b'}" stroke-width="${dashed ? 1.5 : 5}"${dashed}/>`,
    );
    if (GLAZED.has(room.kind)) {
      const span = Math.min(w * 0.45, 6 * k);
      if (room.rowIndex === 0) overlays.push(windowMark(x + (w - span) / 2, y, x + (w + span) / 2, y));
      if (room.rowIndex === lastRow) overlays.push(windowMark(x + (w - span) / 2, y + h, x + (w + span) / 2, y + h));
      if (room.first && h > 8 * k) overlays.push(windowMark(x, y + h * 0.3, x, y + h * 0.7));
      if (room.last && h > 8 * k) overlays.push(windowMark(x + w, y + h * 0.3, x + w, y + h * 0.7));
    }
    if (room.kind !== 'passage' && !OPEN_KINDS.has(room.kind) && passageRow >= 0) {
      if (room.rowIndex === passageRow - 1) overlays.push(door(room, k, ox, oy, 'bottom'));
      if (room.rowIndex === passageRow + 1) overlays.push(door(room, k, ox, oy, 'top'));
    }
    overlays.push(roomLabel(room, x, y, w, h));
  }
  return fills.join('') + walls.join('') + overlays.join('');
}

/** Name and size of a room, wrapped onto two lines and shrunk to fit narrow rooms. */
function roomLabel(room, x, y, w, h) {
  const words = room.label.toUpperCase().split(' ');
  const oneLine = words.join(' ');
  const fits = (text, size) => text.length * size * 0.66 < w * 0.92;
  let lines = [oneLine];
  let size = 16;
  while (size > 9 && !fits(oneLine, size)) size -= 1;
  if (!fits(oneLine, size) && words.length > 1) {
    const cut = Math.ceil(words.length / 2);
    lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    size = 16;
    while (size > 8 && !lines.every((line) => fits(line, size))) size -= 1;
  }
  const dimSize = Math.max(8, Math.min(size * 0.85, w / 9.5));
  const blockH = lines.length * size + (room.kind === 'passage' ? 0 : dimSize + 4);
  let ty = y + h / 2 - blockH / 2 + size * 0.8;
  const out = [
    `<rect x="${fmt(x + w * 0.08)}" y="${fmt(ty - size)}" width="${fmt(w * 0.84)}" height="${fmt(blockH + 6)}" fill="#ffffff" opacity="${h > blockH * 1.4 ? 0.75 : 0}"/>`,
  ];
  for (const line of lines) {
    out.push(
      `<text x="${fmt(x + w / 2)}" y="${fmt(ty)}" text-anchor="middle" font-family="${FONT}" font-size="${fmt(size)}" font-weight="700" fill="#23272b" letter-spacing="0.5">${escapeXml(line)}</text>`,
    );
    ty += size + 1;
  }
  if (room.kind !== 'passage') {
    out.push(
      `<text x="${fmt(x + w / 2)}" y="${fmt(ty + 2)}" text-anchor="middle" font-family="${FONT}" font-size="${fmt(dimSize)}" fill="#5b6470">${feetAndInches(room.w)} × ${feetAndInches(room.d)}</text>`,
    );
  }
  return out.join('');
}

function dimension(x1, y1, x2, y2, text, vertical) {
  const tick = (x, y) =>
    `<line x1="${fmt(x - 5)}" y1="${fmt(y + 5)}" x2="${fmt(x + 5)}" y2="${fmt(y - 5)}" stroke="#23272b" stroke-width="1.5"/>`;
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const label = vertical
    ? `<text x="${fmt(mx - 8)}" y="${fmt(my)}" transform="rotate(-90 ${fmt(mx - 8)} ${fmt(my)})" text-anchor="middle" font-family="${FONT}" font-size="14" fill="#23272b">${text}</text>`
    : `<text x="${fmt(mx)}" y="${fmt(my - 8)}" text-anchor="middle" font-family="${FONT}" font-size="14" fill="#23272b">${text}</text>`;
  return `<line x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}" stroke="#23272b" stroke-width="1"/>${tick(x1, y1)}${tick(x2, y2)}${label}`;
}

export function floorPlanSvg(key) {
  const plan = PLANS[key];
  const sizes = plan.panels.map(panelSize);
  const gapFt = 8;
  const totalFt = sizes.reduce((sum, s) => sum + s.width, 0) + gapFt * (sizes.length - 1);
  const maxDepth = Math.max(...sizes.map((s) => s.depth));
  const k = Math.min(1000 / totalFt, 600 / maxDepth);
  let ox = (WIDTH - totalFt * k) / 2;
  const oy = 110 + (600 - maxDepth * k) / 2;
  const body = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#fcfcfa"/>`];
  plan.panels.forEach((panel, i) => {
    const { width, depth } = sizes[i];
    body.push(drawPanel(panel, k, ox, oy, width));
    body.push(dimension(ox, oy - 30, ox + width * k, oy - 30, feetAndInches(width), false));
    body.push(dimension(ox - 30, oy, ox - 30, oy + depth * k, feetAndInches(depth), true));
    if (panel.title)
      body.push(
        `<text x="${fmt(ox + (width * k) / 2)}" y="${fmt(oy + depth * k + 34)}" text-anchor="middle" font-family="${FONT}" font-size="18" font-weight="700" fill="#23272b">${escapeXml(panel.title.toUpperCase())}</text>`,
      );
    ox += (width + gapFt) * k;
  });
  body.push(
    `<g transform="translate(1120 70)"><circle r="26" fill="none" stroke="#23272b" stroke-width="1.5"/><path d="M0,-22 L9,12 L0,5 L-9,12 Z" fill="#23272b"/><text y="-32" text-anchor="middle" font-family="${FONT}" font-size="14" font-weight="700" fill="#23272b">N</text></g>`,
  );
  body.push(`<rect x="0" y="${HEIGHT - 96}" width="${WIDTH}" height="96" fill="#1f2d3d"/>`);
  body.push(
    `<text x="48" y="${HEIGHT - 52}" font-family="${FONT}" font-size="30" font-weight="800" fill="#ffffff">${escapeXml(plan.title)}</text>`,
  );
  body.push(
    `<text x="48" y="${HEIGHT - 24}" font-family="${FONT}" font-size="15" fill="#c8d3de" letter-spacing="1">TYPICAL UNIT PLAN</text>`,
  );
  body.push(
    `<text x="${WIDTH - 48}" y="${HEIGHT - 52}" text-anchor="end" font-family="${FONT}" font-size="14" fill="#c8d3de">Dimensions in feet and inches, measured wall to wall.</text>`,
  );
  body.push(
    `<text x="${WIDTH - 48}" y="${HEIGHT - 28}" text-anchor="end" font-family="${FONT}" font-size="14" fill="#c8d3de">Not to scale. For illustration only; furniture is indicative.</text>`,
  );
  const defs =
    '<marker id="arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 Z" fill="#5b6470"/></marker>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(plan.title)} floor plan"><defs>${defs}</defs>${body.join('')}</svg>\n`;
}

export const FLOOR_PLAN_KEYS = Object.keys(PLANS);
