// The map tiles' source: a Leaflet URL template ({s} subdomain, {z}/{x}/{y} tile, {r} retina) and
// the credit its provider requires. Plain JavaScript, because server/start-server.mjs derives the
// Content-Security-Policy's img-src from it before any TypeScript is loaded; lib/platform/env.ts validates it.

/** OpenStreetMap's own servers: fine for a small site, forbidden for heavy commercial use. */
export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const placeholders = /\{(s|z|x|y|r)\}/g;
const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A template with its placeholders filled in, parsed; null when it is no URL. */
function sampleUrl(template) {
  try {
    return new URL(template.replace(placeholders, (_, name) => (name === 's' ? 'a' : name === 'r' ? '' : '0')));
  } catch {
    return null;
  }
}

/** What is wrong with a tile URL template, or null when the site can use it. */
export function tileUrlProblem(template) {
  const url = sampleUrl(template);
  if (!url) return 'must be a URL template such as https://{s}.tile.example.com/{z}/{x}/{y}.png';
  const local = localHosts.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) return 'must be an https:// address';
  const missing = ['{z}', '{x}', '{y}'].filter((part) => !template.includes(part));
  if (missing.length > 0) return `must contain ${missing.join(', ')} where the tile's zoom and position go`;
  if (template.includes('{s}') && !/^https?:\/\/\{s\}\./.test(template))
    return 'may have {s} only as the first part of the host name ({s}.tile.example.com)';
  return null;
}

/**
 * The Content-Security-Policy img-src sources that let a browser load the template's tiles: its
 * origin, with a {s} subdomain as a wildcard ('https://{s}.tile.openstreetmap.org/…' is
 * 'https://*.tile.openstreetmap.org').
 */
export function tileImageSources(template) {
  const origin = /^[a-z]+:\/\/[^/]+/i.exec(template)?.[0] ?? template;
  return [origin.replace('{s}.', '*.')];
}
