'use client';

import type { TileSettings } from '@/lib/site/map/tile-settings';
import { useEffect, useState } from 'react';

let request: Promise<TileSettings | null> | undefined;

const isTileSettings = (value: unknown): value is TileSettings =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TileSettings).url === 'string' &&
  typeof (value as TileSettings).attribution === 'string';

/** One request per page load, shared by every map on it; null until it answers, or if it fails. */
function loadTileSettings(): Promise<TileSettings | null> {
  request ??= fetch('/api/map-tiles')
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => (isTileSettings(body) ? body : null))
    .catch(() => {
      request = undefined;
      return null;
    });
  return request;
}

/** The tile server the site runs with (MAP_TILE_URL), which a prerendered page cannot know at build time. */
export function useTileSettings(): TileSettings | null {
  const [settings, setSettings] = useState<TileSettings | null>(null);
  useEffect(() => {
    let current = true;
    void loadTileSettings().then((loaded) => current && setSettings(loaded));
    return () => {
      current = false;
    };
  }, []);
  return settings;
}
