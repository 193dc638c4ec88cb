import { adjacentSwaps, allowedEdits, editDistance } from './edit-distance';

describe('allowedEdits', () => {
  it('allows none under 4 letters, 1 for 4 to 7, 2 from 8, none for words with digits', () => {
    expect(['dlf', 'm3m', 'rof'].map(allowedEdits)).toEqual([0, 0, 0]);
    expect(['sobh', 'sobah', 'gurgoan'].map(allowedEdits)).toEqual([1, 1, 1]);
    expect(['camellias', 'presidential'].map(allowedEdits)).toEqual([2, 2]);
    expect(['sector65', '3bhk', '1.5cr'].map(allowedEdits)).toEqual([0, 0, 0]);
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('sobah', 'sobha', 2)).toBe(1);
    expect(editDistance('gordej', 'godrej', 2)).toBe(1);
    expect(editDistance('gurgoan', 'gurgaon', 2)).toBe(1);
  });

  it('counts inserts, deletes and substitutions', () => {
    expect(editDistance('camelias', 'camellias', 2)).toBe(1);
    expect(editDistance('sohna', 'sobha', 3)).toBe(2);
    expect(editDistance('godrej', 'godrej', 1)).toBe(0);
  });

  it('stops at max + 1', () => {
    expect(editDistance('zzqx', 'sobha', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('adjacentSwaps', () => {
  it('swaps each neighbouring pair once, skipping equal letters', () => {
    expect(adjacentSwaps('sobah')).toEqual(['osbah', 'sboah', 'soabh', 'sobha']);
    expect(adjacentSwaps('noo')).toEqual(['ono']);
  });
});
