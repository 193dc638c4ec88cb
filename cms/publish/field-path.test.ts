import { editorFieldPath, firstRefusal } from './field-path';

const pathOf = (message: string) => editorFieldPath(firstRefusal(message)!);

describe('where a refused publish points in the editor', () => {
  it('names a project’s field', () => {
    expect(pathOf('data/residentialProjects.json: godrej[2].price: “abc” is not a price; godrej[3].name: x')).toBe('price');
    expect(pathOf('data/commercialProjects.json: hsbc[0].reraNumber: not a HRERA number')).toBe('reraNumber');
    expect(pathOf('data/residentialProjects.json: dlf[1].id: Too small')).toBe('projectId');
    expect(pathOf('data/floorAndPaymentPlans.json: dlf[1].floors[2].area: Invalid input')).toBe('floors.2.area');
  });

  it('names a developer’s field and the rows of a page', () => {
    expect(pathOf('data/companyData.json: dlf.logo: Too small')).toBe('logo');
    expect(pathOf('data/about.json: agentRegistrations[1].number: Too small')).toBe('agentRegistrations.1.number');
    expect(pathOf('data/topLocalities.json: [2].guide.pricePerSqft: min must not exceed max')).toBe('topLocalities.2.guide.pricePerSqft');
    expect(pathOf('data/trendingProjects.json: [0].id: Too small')).toBe('trendingProjects.0.key');
  });

  it('reads only the first problem, and nothing from a message of another shape', () => {
    expect(firstRefusal('data/about.json: mission: Too small; vision: Too small')).toEqual({
      file: 'about.json',
      path: 'mission',
      message: 'Too small',
    });
    expect(firstRefusal('The catalogue misses about.json')).toBeNull();
  });
});
