import { getAllProjectEntries } from '../content';
import { RECENT_MAX, SHORTLIST_MAX, keepKnown, parseStoredIds, recordView, serializeIds, toggleId } from './store';

const ids = getAllProjectEntries().map((entry) => entry.project.id);
const [a = '', b = '', c = ''] = ids;

describe('stored ids', () => {
  it('round-trip through the versioned format', () => {
    const raw = serializeIds([a, b]);
    expect(JSON.parse(raw)).toEqual({ v: 1, ids: [a, b] });
    expect(parseStoredIds(raw, SHORTLIST_MAX)).toEqual([a, b]);
  });

  it('read anything else as an empty list', () => {
    expect(parseStoredIds(null, 12)).toEqual([]);
    expect(parseStoredIds('not json', 12)).toEqual([]);
    expect(parseStoredIds(JSON.stringify({ v: 2, ids: [a] }), 12)).toEqual([]);
    expect(parseStoredIds(JSON.stringify([a]), 12)).toEqual([]);
    expect(parseStoredIds(JSON.stringify({ v: 1, ids: 'x' }), 12)).toEqual([]);
  });

  it('drop duplicates, non-ids and anything past the limit', () => {
    const raw = JSON.stringify({ v: 1, ids: [a, a, 42, '<script>', ...ids.slice(1, 20)] });
    const parsed = parseStoredIds(raw, SHORTLIST_MAX);
    expect(parsed).toHaveLength(SHORTLIST_MAX);
    expect(parsed.slice(0, 2)).toEqual([a, b]);
  });
});

describe('toggleId', () => {
  it('adds at the end and removes', () => {
    expect(toggleId([a], b)).toEqual({ ids: [a, b], outcome: 'added' });
    expect(toggleId([a, b], a)).toEqual({ ids: [b], outcome: 'removed' });
  });

  it('refuses a thirteenth project but still removes from a full list', () => {
    const full = ids.slice(0, SHORTLIST_MAX);
    expect(toggleId(full, ids[SHORTLIST_MAX]!)).toEqual({ ids: full, outcome: 'full' });
    expect(toggleId(full, full[5]!).ids).toHaveLength(SHORTLIST_MAX - 1);
  });
});

describe('recordView', () => {
  it('keeps the last six, most recent first, without repeats', () => {
    let recent: string[] = [];
    for (const id of ids.slice(0, 8)) recent = recordView(recent, id);
    expect(recent).toEqual(ids.slice(2, 8).reverse());
    expect(recordView(recent, ids[4]!)).toEqual([ids[4], ids[7], ids[6], ids[5], ids[3], ids[2]]);
    expect(recent).toHaveLength(RECENT_MAX);
  });
});

describe('keepKnown', () => {
  it('drops ids the data no longer has, keeping the order', () => {
    expect(keepKnown([c, 'gone-project', a], new Set(ids))).toEqual([c, a]);
  });
});
