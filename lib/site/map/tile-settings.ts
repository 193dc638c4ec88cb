import { env } from '@/lib/platform/env';
import { DEFAULT_TILE_ATTRIBUTION, DEFAULT_TILE_URL } from '../../platform/tile-template.mjs';

/** Where the maps' tiles come from and the credit shown on them, as the browser needs them. */
export type TileSettings = { url: string; attribution: string };

export function tileSettings(): TileSettings {
  const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION } = env();
  return MAP_TILE_URL
    ? { url: MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION ?? '' }
    : { url: DEFAULT_TILE_URL, attribution: DEFAULT_TILE_ATTRIBUTION };
}
