import { missingPage } from './missing-page';

describe('missingPage', () => {
  it('names the developer and id of an unknown project page, decoded', () => {
    expect(missingPage('/project-details/godrej/no-such-tower')).toEqual({
      kind: 'project',
      developer: 'godrej',
      projectId: 'no-such-tower',
    });
    expect(missingPage('/project-details/sobha/tower%20b')).toMatchObject({ projectId: 'tower b' });
  });

  it('names an unknown company, keeping a malformed escape as typed', () => {
    expect(missingPage('/project-details/acme-homes')).toEqual({ kind: 'company', name: 'acme-homes' });
    expect(missingPage('/project-details/%ff')).toEqual({ kind: 'company', name: '%ff' });
  });

  it('is a plain missing page anywhere else', () => {
    expect(missingPage('/nowhere')).toEqual({ kind: 'page' });
    expect(missingPage('/project-details/a/b/c')).toEqual({ kind: 'page' });
    expect(missingPage(undefined)).toEqual({ kind: 'page' });
  });
});
