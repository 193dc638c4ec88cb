import { isCatalogueEditor } from './access';

describe('who edits the catalogue', () => {
  it('is an editor or an admin, never an advisor or anyone without a role', () => {
    expect([{ role: 'editor' }, { role: 'admin' }].map(isCatalogueEditor)).toEqual([true, true]);
    expect([{ role: 'advisor' }, { role: 'Editor' }, {}, null, undefined, 'editor'].map(isCatalogueEditor)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
