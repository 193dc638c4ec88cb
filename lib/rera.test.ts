import { getAllProjectEntries } from './content';
import { reraAuthorityUrl } from './rera';

describe('reraAuthorityUrl', () => {
  it('links each state authority by the number format', () => {
    expect(reraAuthorityUrl('RC/REP/HARERA/GGM/655/455/2025/32')).toBe('https://haryanarera.gov.in/');
    expect(reraAuthorityUrl('UPRERAPRJ123456')).toBe('https://www.up-rera.in/');
    expect(reraAuthorityUrl('DLRERA2023P0012')).toBe('https://rera.delhi.gov.in/');
    expect(reraAuthorityUrl('unknown')).toBeNull();
  });

  it('knows the authority of every RERA number in the data', () => {
    const numbers = getAllProjectEntries().flatMap(({ project }) => (project.reraNumber ? [project.reraNumber] : []));
    expect(numbers.length).toBeGreaterThan(90);
    expect(numbers.filter((number) => reraAuthorityUrl(number) === null)).toEqual([]);
  });
});
