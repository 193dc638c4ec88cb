import { isProjectId } from './ids';

/**
 * The shortlist and the recently viewed list as the browser stores them: a versioned JSON
 * object of project ids. Pure, so that every rule (limits, order, what a bad value becomes)
 * is tested without a browser.
 */

export const SHORTLIST_MAX = 12;
export const RECENT_MAX = 6;
export const STORAGE_VERSION = 1;
export const SHORTLIST_KEY = 'nestora.shortlist';
export const RECENT_KEY = 'nestora.recently-viewed';

/** The ids of a stored value; anything unreadable, or of another version, is an empty list. */
export function parseStoredIds(raw: string | null, max: number): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return [];
    const { v, ids } = value as { v?: unknown; ids?: unknown };
    if (v !== STORAGE_VERSION || !Array.isArray(ids)) return [];
    return [...new Set(ids.filter(isProjectId))].slice(0, max);
  } catch {
    return [];
  }
}

export function serializeIds(ids: readonly string[]): string {
  return JSON.stringify({ v: STORAGE_VERSION, ids });
}

export type ToggleOutcome = 'added' | 'removed' | 'full';

/** Adds the id at the end or removes it; a full list stays as it is. */
export function toggleId(ids: readonly string[], id: string, max: number = SHORTLIST_MAX): { ids: string[]; outcome: ToggleOutcome } {
  if (ids.includes(id)) return { ids: ids.filter((other) => other !== id), outcome: 'removed' };
  if (ids.length >= max) return { ids: [...ids], outcome: 'full' };
  return { ids: [...ids, id], outcome: 'added' };
}

/** The viewed id first, then the others most recent first, at most `max`. */
export function recordView(ids: readonly string[], id: string, max: number = RECENT_MAX): string[] {
  return [id, ...ids.filter((other) => other !== id)].slice(0, max);
}

/** Only the ids the data still has, in the same order. */
export function keepKnown(ids: readonly string[], known: ReadonlySet<string>): string[] {
  return ids.filter((id) => known.has(id));
}
