import { storedShortlistRefs } from './stored-shortlist';

describe('storedShortlistRefs', () => {
  it('reads the projects of a stored shortlist in their order', () => {
    const json = JSON.stringify([
      { developer: 'dlf', id: 'dlf-the-arbour', name: 'DLF The Arbour' },
      { developer: 'godrej', id: 'godrej-aristocrat', name: 'Godrej Aristocrat' },
    ]);
    expect(storedShortlistRefs(json).map((ref) => ref.name)).toEqual(['DLF The Arbour', 'Godrej Aristocrat']);
  });

  it('gives none for no shortlist, broken JSON or the wrong shape', () => {
    expect(storedShortlistRefs(null)).toEqual([]);
    expect(storedShortlistRefs('[{"developer":')).toEqual([]);
    expect(storedShortlistRefs('[{"id":"x"}]')).toEqual([]);
  });
});
