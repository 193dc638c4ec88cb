import type { GeoBounds } from '@/lib/site/content/types';

// Four decimals of a degree are ~11 m: finer would only make every pan a different URL.
const DECIMALS = 4;

const round = (value: number) => Number(value.toFixed(DECIMALS));

/**
 * A `bbox=west,south,east,north` value (the order OpenStreetMap and GeoJSON use), or null when it
 * is not four finite numbers forming a rectangle on the globe: a bad link shows the whole list.
 */
export function parseBbox(value: string | undefined): GeoBounds | null {
  if (value === undefined || value.length > 100) return null;
  const parts = value.split(',');
  if (parts.length !== 4 || parts.some((part) => part.trim() === '')) return null;
  const [west = NaN, south = NaN, east = NaN, north = NaN] = parts.map(Number);
  const finite = [west, south, east, north].every(Number.isFinite);
  if (!finite || south < -90 || north > 90 || west < -180 || east > 180) return null;
  if (south >= north || west >= east) return null;
  return { west: round(west), south: round(south), east: round(east), north: round(north) };
}

export function formatBbox(bounds: GeoBounds): string {
  return [bounds.west, bounds.south, bounds.east, bounds.north].map(round).join(',');
}
