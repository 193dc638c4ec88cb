import { escapeXml, fmt } from './util.mjs';

/** Stand-in wordmarks for the developers: a geometric mark, the name and a small descriptor. */

const SANS = "'Inter', 'Helvetica Neue', Arial, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

// slug: [word, descriptor, mark, main colour, accent colour, font, initials]
export const LOGOS = {
  godrej: ['Godrej', 'PROPERTIES', 'leaf', '#1d6b3a', '#7bb661', SERIF, 'G'],
  bptp: ['BPTP', 'BUILDING EXCELLENCE', 'bars', '#0f4c81', '#f2a900', SANS, 'B'],
  elan: ['ELAN', 'GROUP', 'diamond', '#7a1f3d', '#d4a24c', SERIF, 'E'],
  m3m: ['M3M', 'INDIA', 'square', '#111111', '#c9a227', SANS, 'M'],
  'signature-global': ['Signature Global', 'HOMES FOR INDIA', 'roof', '#003d7a', '#e4002b', SANS, 'SG'],
  sobha: ['SOBHA', 'LIMITED', 'arc', '#8a6d3b', '#2b2b2b', SERIF, 'S'],
  krisumi: ['Krisumi', 'CORPORATION', 'wave', '#2a4d69', '#d9534f', SANS, 'K'],
  'smart-world': ['Smart World', 'DEVELOPERS', 'circle', '#00a19a', '#1f2d3d', SANS, 'SW'],
  rof: ['ROF', 'GROUP', 'hex', '#c0392b', '#2c3e50', SANS, 'R'],
  ganga: ['Ganga', 'REALTY', 'wave', '#1b6ca8', '#f39c12', SERIF, 'G'],
  dlf: ['DLF', 'BUILDING INDIA', 'square', '#b5121b', '#1f1f1f', SANS, 'DLF'],
  mrg: ['MRG', 'WORLD', 'circle', '#4a2c82', '#f2b134', SANS, 'M'],
  omaxe: ['OMAXE', 'LIMITED', 'arc', '#d35400', '#2c3e50', SANS, 'O'],
  trevoc: ['TREVOC', 'GROUP', 'diamond', '#1c1c1c', '#b08d57', SERIF, 'T'],
  aipl: ['AIPL', 'ADVANCE INDIA PROJECTS', 'bars', '#e4572e', '#29335c', SANS, 'A'],
  navraj: ['Navraj', 'GROUP', 'roof', '#2e7d32', '#263238', SERIF, 'N'],
  '4s-developers': ['4S', 'DEVELOPERS', 'hex', '#0d47a1', '#ff8f00', SANS, '4S'],
  max: ['MAX', 'ESTATES', 'tower', '#00594f', '#8fc1a9', SANS, 'M'],
  trehan: ['Trehan', 'GROUP', 'arc', '#5d4037', '#c49a6c', SERIF, 'T'],
  skymark: ['Skymark', 'GROUP', 'tower', '#1565c0', '#90caf9', SANS, 'S'],
  ithums: ['ITHUM', 'COMMERCIAL', 'bars', '#6a1b9a', '#ffb300', SANS, 'I'],
  landmark: ['Landmark', 'GROUP', 'roof', '#37474f', '#ef6c00', SERIF, 'L'],
  hsbc: ['HCBS', 'DEVELOPMENTS', 'square', '#00695c', '#ffca28', SANS, 'H'],
  tata: ['TATA', 'HOUSING', 'circle', '#1a3d8f', '#5aa7de', SANS, 'T'],
};

function mark(kind, main, accent, initials, font) {
  const text = (size) =>
    `<text x="48" y="${fmt(60 + size * 0.36)}" text-anchor="middle" font-family="${font}" font-weight="700" font-size="${size}" fill="#ffffff">${escapeXml(initials)}</text>`;
  const size = initials.length > 2 ? 20 : initials.length > 1 ? 26 : 36;
  switch (kind) {
    case 'circle':
      return `<circle cx="48" cy="60" r="36" fill="${main}"/><circle cx="72" cy="34" r="10" fill="${accent}"/>${text(size)}`;
    case 'square':
      return `<rect x="12" y="24" width="72" height="72" rx="14" fill="${main}"/><rect x="12" y="84" width="72" height="12" rx="4" fill="${accent}"/>${text(size)}`;
    case 'hex':
      return `<polygon points="48,20 83,40 83,80 48,100 13,80 13,40" fill="${main}"/><polygon points="48,20 83,40 48,60" fill="${accent}" opacity="0.85"/>${text(size)}`;
    case 'diamond':
      return `<rect x="22" y="34" width="52" height="52" transform="rotate(45 48 60)" fill="none" stroke="${main}" stroke-width="6"/><rect x="36" y="48" width="24" height="24" transform="rotate(45 48 60)" fill="${accent}"/>`;
    case 'roof':
      return `<path d="M10,64 L48,28 L86,64" fill="none" stroke="${accent}" stroke-width="9" stroke-linejoin="round" stroke-linecap="round"/><rect x="24" y="60" width="48" height="36" fill="${main}"/><rect x="42" y="74" width="12" height="22" fill="#ffffff"/>`;
    case 'bars':
      return `<rect x="14" y="62" width="16" height="34" fill="${main}"/><rect x="38" y="42" width="16" height="54" fill="${main}"/><rect x="62" y="22" width="16" height="74" fill="${accent}"/>`;
    case 'tower':
      return `<polygon points="30,96 30,30 54,18 54,96" fill="${main}"/><polygon points="54,96 54,18 70,30 70,96" fill="${accent}"/><rect x="36" y="40" width="12" height="4" fill="#fff"/><rect x="36" y="54" width="12" height="4" fill="#fff"/><rect x="36" y="68" width="12" height="4" fill="#fff"/>`;
    case 'arc':
      return `<path d="M20,92 A44,44 0 0 1 84,28" fill="none" stroke="${main}" stroke-width="10" stroke-linecap="round"/><path d="M34,92 A26,26 0 0 1 72,52" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round"/><circle cx="76" cy="88" r="8" fill="${main}"/>`;
    case 'wave':
      return `<circle cx="48" cy="60" r="38" fill="${main}"/><path d="M14,66 q12,-12 24,0 t24,0 t24,0" stroke="#ffffff" stroke-width="6" fill="none"/><path d="M18,82 q11,-10 22,0 t22,0 t22,0" stroke="${accent}" stroke-width="6" fill="none"/><circle cx="60" cy="40" r="9" fill="${accent}"/>`;
    case 'leaf':
      return `<path d="M20,92 C20,40 56,20 86,22 C86,60 62,94 20,92 Z" fill="${main}"/><path d="M24,88 C42,66 58,50 78,30" stroke="${accent}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    default:
      throw new Error(`unknown mark ${kind}`);
  }
}

export function logoSvg(slug) {
  const [word, descriptor, kind, main, accent, font, initials] = LOGOS[slug];
  const wordSize = word.length > 11 ? 30 : word.length > 7 ? 36 : 44;
  const body = [
    `<rect width="360" height="120" fill="#ffffff" opacity="0"/>`,
    mark(kind, main, accent, initials, font),
    `<text x="104" y="62" font-family="${font}" font-weight="800" font-size="${wordSize}" letter-spacing="${font === SERIF ? 0.5 : 1}" fill="${main}">${escapeXml(word)}</text>`,
    `<rect x="106" y="82" width="28" height="3" fill="${accent}"/>`,
    `<text x="140" y="87" font-family="${SANS}" font-weight="600" font-size="11" letter-spacing="3" fill="#555b61">${escapeXml(descriptor)}</text>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120" viewBox="0 0 360 120" role="img" aria-label="${escapeXml(`${word} ${descriptor}`)}">${body.join('')}</svg>\n`;
}
