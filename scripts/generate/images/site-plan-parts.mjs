import { escapeXml, fmt, points } from './util.mjs';

/** Drawing pieces shared by the site plans: roads, trees, towers, labels, legend, frame. */

export const FONT = "'Inter', 'Helvetica Neue', Arial, sans-serif";
export const MAP = { x: 40, y: 90, w: 820, h: 740 };

export function label(x, y, text, { size = 13, weight = 700, fill = '#2b2f33', anchor = 'middle', rotate = 0 } = {}) {
  const turn = rotate ? ` transform="rotate(${rotate} ${fmt(x)} ${fmt(y)})"` : '';
  return `<text x="${fmt(x)}" y="${fmt(y)}" text-anchor="${anchor}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" letter-spacing="0.5"${turn}>${escapeXml(text)}</text>`;
}

export function roadBand(x, y, w, h, text) {
  const vertical = h > w;
  const dash = vertical
    ? `<line x1="${fmt(x + w / 2)}" y1="${fmt(y)}" x2="${fmt(x + w / 2)}" y2="${fmt(y + h)}" stroke="#ffffff" stroke-width="2" stroke-dasharray="14 10"/>`
    : `<line x1="${fmt(x)}" y1="${fmt(y + h / 2)}" x2="${fmt(x + w)}" y2="${fmt(y + h / 2)}" stroke="#ffffff" stroke-width="2" stroke-dasharray="14 10"/>`;
  const name = vertical
    ? label(x + w / 2 + 4, y + h / 2, text, { size: 11, fill: '#ffffff', rotate: -90 })
    : label(x + w / 2, y + h / 2 - 6, text, { size: 11, fill: '#ffffff' });
  return `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" fill="#8c9196"/>${dash}${name}`;
}

export function trees(random, x, y, w, h, count, avoid = () => false) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const tx = x + random() * w;
    const ty = y + random() * h;
    if (avoid(tx, ty)) continue;
    const r = random.range(6, 11);
    out.push(
      `<circle cx="${fmt(tx + 2)}" cy="${fmt(ty + 2)}" r="${fmt(r)}" fill="#2f5a2c" opacity="0.35"/><circle cx="${fmt(tx)}" cy="${fmt(ty)}" r="${fmt(r)}" fill="${random.pick(['#5f9a4c', '#4e8a43', '#72a85a'])}" stroke="#3d6e35" stroke-width="1"/>`,
    );
  }
  return out.join('');
}

/** A tower footprint centred on (x, y), turned by angle, numbered. */
export function tower(shape, x, y, size, angle, number) {
  const s = size;
  const shapes = {
    rect: `<rect x="${fmt(-s * 0.75)}" y="${fmt(-s * 0.36)}" width="${fmt(s * 1.5)}" height="${fmt(s * 0.72)}"/>`,
    plus: `<path d="M${fmt(-s * 0.22)},${fmt(-s * 0.7)} h${fmt(s * 0.44)} v${fmt(s * 0.48)} h${fmt(s * 0.48)} v${fmt(s * 0.44)} h${fmt(-s * 0.48)} v${fmt(s * 0.48)} h${fmt(-s * 0.44)} v${fmt(-s * 0.48)} h${fmt(-s * 0.48)} v${fmt(-s * 0.44)} h${fmt(s * 0.48)} Z"/>`,
    l: `<path d="M${fmt(-s * 0.7)},${fmt(-s * 0.6)} h${fmt(s * 0.5)} v${fmt(s * 0.7)} h${fmt(s * 0.9)} v${fmt(s * 0.5)} h${fmt(-s * 1.4)} Z"/>`,
    y: [0, 120, 240]
      .map(
        (a) =>
          `<rect x="${fmt(-s * 0.2)}" y="${fmt(-s * 0.75)}" width="${fmt(s * 0.4)}" height="${fmt(s * 0.8)}" transform="rotate(${a})"/>`,
      )
      .join(''),
  };
  const body = shapes[shape];
  return [
    `<g transform="translate(${fmt(x + 5)} ${fmt(y + 6)}) rotate(${fmt(angle)})" fill="#000" opacity="0.18">${body}</g>`,
    `<g transform="translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(angle)})" fill="#f4eee3" stroke="#5d5246" stroke-width="2">${body}</g>`,
    `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="13" fill="#1f2d3d"/>`,
    label(x, y + 4.5, `T${number}`, { size: 11, fill: '#ffffff' }),
  ].join('');
}

export function marker(x, y, number) {
  return `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="10" fill="#c0392b" stroke="#ffffff" stroke-width="2"/>${label(x, y + 4, String(number), { size: 10, fill: '#ffffff' })}`;
}

export function gate(x, y, text) {
  return `<rect x="${fmt(x - 22)}" y="${fmt(y - 5)}" width="44" height="10" fill="#c0392b"/>${label(x, y + 34, text, { size: 11, fill: '#ffffff' })}`;
}

export function polygon(list, attrs) {
  return `<polygon points="${points(list)}" ${attrs}/>`;
}

/** Frame, title, north arrow and the legend of numbered features. */
export function frame(title, legend, body) {
  const rows = legend.map(
    (text, i) => `${marker(900, 150 + i * 34, i + 1)}${label(920, 154 + i * 34, text, { size: 13, weight: 500, anchor: 'start' })}`,
  );
  const keyTop = 160 + legend.length * 34;
  const keys = [
    ['#bcd9a8', 'Landscape / greens'],
    ['#8c9196', 'Roads and driveways'],
    ['#f4eee3', 'Buildings'],
    ['#7cc3dc', 'Water features'],
  ];
  const keyRows = keys.map(
    ([colour, text], i) =>
      `<rect x="890" y="${keyTop + 20 + i * 28}" width="20" height="14" fill="${colour}" stroke="#5d5246"/>${label(920, keyTop + 32 + i * 28, text, { size: 12, weight: 500, anchor: 'start' })}`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900" role="img" aria-label="${escapeXml(title)}">`,
    '<rect width="1200" height="900" fill="#f6f3ec"/>',
    `<rect x="${MAP.x}" y="${MAP.y}" width="${MAP.w}" height="${MAP.h}" fill="#e9e5da" stroke="#cfc8b8"/>`,
    body,
    '<rect x="875" y="90" width="295" height="740" fill="#ffffff" stroke="#cfc8b8"/>',
    label(890, 125, 'LEGEND', { size: 15, anchor: 'start' }),
    ...rows,
    ...keyRows,
    label(40, 58, title.toUpperCase(), { size: 26, weight: 800, anchor: 'start', fill: '#1f2d3d' }),
    label(1170, 58, 'Not to scale · For illustration only', { size: 13, weight: 500, anchor: 'end', fill: '#5b6470' }),
    '<g transform="translate(1120 780)"><circle r="28" fill="#ffffff" stroke="#1f2d3d" stroke-width="1.5"/><path d="M0,-24 L10,14 L0,6 L-10,14 Z" fill="#1f2d3d"/></g>',
    label(1120, 742, 'N', { size: 14 }),
    '</svg>\n',
  ].join('');
}
