'use client';

import { useEffect } from 'react';
import { recordRecentlyViewed } from './id-store';

/** Puts the open project page at the front of the browser's recently viewed list. */
export function RecordRecentlyViewed({ id }: { id: string }) {
  useEffect(() => recordRecentlyViewed(id), [id]);
  return null;
}
