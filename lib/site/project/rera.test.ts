import { getAllProjectEntries } from '../content';
import { parseProjectFile } from '../content/project-schema';
import { reraAuthority, reraAuthorityUrl, reraNumberProblem } from './rera';

describe('reraAuthority', () => {
  it('recognises the three authorities by the number format', () => {
    expect(reraAuthority('RC/REP/HARERA/GGM/655/455/2025/32')?.name).toBe('HARERA');
    expect(reraAuthority('UPRERAPRJ990817')?.name).toBe('UP-RERA');
    expect(reraAuthority(' DLRERA2023P0024 ')?.name).toBe('Delhi RERA');
    expect(reraAuthorityUrl('UPRERAPRJ990817')).toBe('https://www.up-rera.in/projects');
  });

  it("accepts each authority's formats whole, and nothing around them", () => {
    for (const number of [
      'RC/REP/HARERA/GGM/655/455/2025/32',
      'GGM/574/306/2022/49',
      'HRERA-PKL-GGM-123-2018',
      'rc/rep/harera/ggm/1/2/2019/3',
    ])
      expect([number, reraAuthority(number)?.name]).toEqual([number, 'HARERA']);
    for (const number of ['UPRERAPRJ990817', 'UPRERAPRJ6582']) expect([number, reraAuthority(number)?.name]).toEqual([number, 'UP-RERA']);
    expect(reraAuthority('DLRERA2019P0007')?.name).toBe('Delhi RERA');
    for (const number of [
      'abc',
      'RERA Approved',
      'UPRERAPRJ990817 (phase 2)',
      'UPRERAAGT10234',
      'see RC/REP/HARERA/GGM/655/455/2025/32',
      'RC/REP/HARERA/PKL/655/455/2025/32',
      'DLRERA23P0024',
      'P51800012345',
    ])
      expect([number, reraAuthority(number)]).toEqual([number, null]);
  });

  it("names the problem with a number in no authority's format, or in another city's", () => {
    expect(reraNumberProblem('RC/REP/HARERA/GGM/655/455/2025/32', 'Gurgaon')).toBeNull();
    expect(reraNumberProblem('abc', 'Gurgaon')).toBe('not a registration number in the format of HARERA (Gurugram), UP-RERA or Delhi RERA');
    expect(reraNumberProblem('RC/REP/HARERA/GGM/655/455/2025/32', 'Noida')).toBe(
      'a HARERA number, but a project in Noida registers with UP-RERA',
    );
  });

  it('refuses a project file whose RERA number is in no format, naming the field', () => {
    const file = { godrej: [{ id: 'godrej-test', name: 'Test', city: 'Noida', reraNumber: 'UPRERA-990817' }] };
    expect(() => parseProjectFile(file, 'data/residentialProjects.json')).toThrow(
      'data/residentialProjects.json: godrej[0].reraNumber: not a registration number in the format of HARERA (Gurugram), UP-RERA or Delhi RERA',
    );
    file.godrej[0]!.reraNumber = 'UPRERAPRJ990817';
    expect(parseProjectFile(file, 'data/residentialProjects.json').godrej![0]!.reraNumber).toBe('UPRERAPRJ990817');
  });

  it('returns null for an unknown format', () => {
    expect(reraAuthority('MAHARERA-P5180')).toBeNull();
    expect(reraAuthorityUrl('')).toBeNull();
  });

  it('recognises every registration number in the data, matching the project city', () => {
    const byCity: Record<string, string> = { Gurgaon: 'HARERA', Noida: 'UP-RERA', Delhi: 'Delhi RERA' };
    const numbered = getAllProjectEntries().filter(({ project }) => project.reraNumber);
    expect(numbered.length).toBeGreaterThan(90);
    for (const { project } of numbered) {
      expect([project.id, reraAuthority(project.reraNumber!)?.name]).toEqual([project.id, byCity[project.city!]]);
    }
  });
});
